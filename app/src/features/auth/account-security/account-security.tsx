import { useOnline } from '../../../sync/use-sync-state';
import { ChangePasswordSection } from './change-password-section';
import { SignedInDevicesSection } from './signed-in-devices-section';

/** The profile's account sections: changing the password and the signed-in devices (online only). */
export function AccountSecurity() {
  const online = useOnline();
  return (
    <>
      <ChangePasswordSection online={online} />
      <SignedInDevicesSection online={online} />
    </>
  );
}
