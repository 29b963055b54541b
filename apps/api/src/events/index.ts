// Events between domains: the one entry the domains import (README.md here).
export { eventsPlugin } from './events-plugin';
export {
  EVENT_DELIVERY_MAX_ATTEMPTS,
  EventBus,
  SubscriberFailedError,
  type PublishedEvent,
} from './event-bus';
export type {
  DomainEvent,
  DomainEventName,
  DomainEvents,
  EventDelivery,
  EventHandler,
} from './domain-events';
