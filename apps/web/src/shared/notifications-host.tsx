import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/**
 * Where notifications appear. Loaded lazily by AppProviders: its container, transitions and
 * swipe handling are about 15 KB gzip that no first paint needs. `notifications.show()`
 * writes to a module-level store, so a message shown before this mounts still appears.
 */
export default function NotificationsHost() {
  return <Notifications position="top-right" />;
}
