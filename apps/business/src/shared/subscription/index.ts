export {
  businessSubscriptionQuery,
  subscriptionQueryKeys,
  useBusinessSubscriptionQuery,
  useSubscriptionAllowsReplies,
} from './businessSubscription';
