/**
 * A screen inside the signed-in layout reads the learner the layout was rendered for, even in the
 * moment the lookup has already turned to signed out and the route has not yet taken the layout
 * away (a screen re-rendering then for a live query's answer used to throw and show the error screen).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { User } from '@learnlog/shared';
import { CURRENT_USER_QUERY_KEY, SignedInUserContext, useSignedInUser } from './current-user';

function Greeting() {
  return <p>{useSignedInUser().firstName}</p>;
}

describe('the signed-in learner', () => {
  it('is the one the layout was rendered for, whatever the lookup answers meanwhile', () => {
    const client = new QueryClient();
    client.setQueryData(CURRENT_USER_QUERY_KEY, null);
    const html = renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <SignedInUserContext value={{ firstName: 'Ada' } as User}>
          <Greeting />
        </SignedInUserContext>
      </QueryClientProvider>,
    );
    expect(html).toBe('<p>Ada</p>');
  });

  it('is asked for only inside the signed-in layout', () => {
    expect(() => renderToStaticMarkup(<Greeting />)).toThrow('useSignedInUser() used outside the signed-in layout');
  });
});
