import { Toaster } from 'sonner';
import { useMediaQuery } from '../lib/use-media-query';

/** One toast at a time: at the top on phones, bottom-right from the small breakpoint up. */
export function AppToaster() {
  const wide = useMediaQuery('(min-width: 640px)');
  return (
    <Toaster
      position={wide ? 'bottom-right' : 'top-center'}
      visibleToasts={1}
      theme="system"
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans' } }}
    />
  );
}
