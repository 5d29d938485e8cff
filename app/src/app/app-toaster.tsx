import { Toaster } from 'sonner';
import { useMediaQuery } from '../lib/use-media-query';

/**
 * One toast at a time. Never over a screen's title and its actions (New Entry, Add Resource...):
 * on phones it sits just above the bottom bar, from the small breakpoint up bottom-right.
 */
export function AppToaster() {
  const wide = useMediaQuery('(min-width: 640px)');
  return (
    <Toaster
      position={wide ? 'bottom-right' : 'bottom-center'}
      mobileOffset={{ bottom: 'calc(4rem + env(safe-area-inset-bottom))', left: '0.75rem', right: '0.75rem' }}
      visibleToasts={1}
      theme="system"
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans' } }}
    />
  );
}
