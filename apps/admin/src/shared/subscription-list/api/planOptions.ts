// GET /api/PlansAdmin?lang: the plans the lists filter by (the same cache as the plans screen's active tab).
export { useAdminPlansQuery as usePlanOptionsQuery } from '../../plans-api/adminPlans';
