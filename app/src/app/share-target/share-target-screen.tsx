/**
 * /share-target: where the phone's share sheet sends what was shared to LearnLog (the manifest's
 * GET share_target, so the service worker serves it offline like any page). A link opens Add
 * Learning Resource over the resources list with title, URL and a guessed type filled in; text
 * opens the New Entry editor with it. Both save on the device first, as always. It lives in app/ because
 * it hands over to two features' screens.
 */
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { sharedItemOf } from '@learnlog/shared';
import { AddResourceDialog } from '../../features/resources/components/add-resource-dialog';
import ResourcesPage from '../../features/resources/resources-page';

export default function ShareTargetScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Read once: the dialogs own their values from here on.
  const [item] = useState(() => sharedItemOf({ title: params.get('title'), text: params.get('text'), url: params.get('url') }));

  if (item.kind === 'resource') {
    return (
      <>
        <ResourcesPage />
        <AddResourceDialog
          open
          initial={{ title: item.title, url: item.url, type: item.type }}
          onOpenChange={(open) => !open && navigate('/resources', { replace: true })}
        />
      </>
    );
  }
  if (item.kind === 'entry') {
    return <Navigate to="/journal/new" replace state={{ prefill: { title: item.title, content: item.content, tags: [] } }} />;
  }
  return <Navigate to="/journal" replace />;
}
