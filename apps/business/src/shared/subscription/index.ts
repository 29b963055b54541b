export {
  subscriptionQueryKeys,
  useBusinessSubscriptionQuery,
  useSubscriptionAllowsReplies,
} from './businessSubscription';
