// Deployed environments suffix their queue names (pc-webhooks-staging); code names a queue by
// its base name.
const ENVIRONMENT_SUFFIX = /-(staging|production)$/;

export const baseQueueName = (queue: string): string => queue.replace(ENVIRONMENT_SUFFIX, "");
