import type { ServerConfig } from '../config';
import type { OutboxLogger } from '../outbox/outbox-loop';
import { FcmPushTransport } from './fcm-push-transport';
import { LogPushTransport } from './log-push-transport';
import type { OutboxPushNotifier } from './outbox-push-notifier';
import { PushWorker, type PushDevices } from './push-worker';
import type { PushTransport } from './push-transport';

/** FCM with FIREBASE_SERVICE_ACCOUNT (a service-account JSON file), else one log line per push. */
export function pushTransportFor(config: ServerConfig['push'], logger: OutboxLogger): PushTransport {
  return config.serviceAccountFile
    ? FcmPushTransport.fromServiceAccountFile(config.serviceAccountFile)
    : new LogPushTransport((line) => logger.info(line));
}

/**
 * Starts delivering the push outbox of `notifier` in this process (every instance may run one) and
 * returns the function that stops it: the round in progress finishes, the transport closes.
 */
export function startPushWorker(
  config: ServerConfig['push'],
  notifier: OutboxPushNotifier,
  devices: PushDevices,
  logger: OutboxLogger,
): () => Promise<void> {
  const transport = pushTransportFor(config, logger);
  const worker = new PushWorker({ outbox: notifier.outbox, devices, transport, logger });
  const unsubscribe = notifier.onQueued(() => worker.wake());
  worker.start();
  logger.info(
    `Push: ${config.serviceAccountFile ? 'Firebase Cloud Messaging' : 'logged only (set FIREBASE_SERVICE_ACCOUNT to send)'}`,
  );
  return async () => {
    unsubscribe();
    await worker.stop();
    await transport.close();
  };
}
