// What other modules use to publish live events from inside their transactions (decision 0008).
export { publicEventJob, publishAfterCommit, publishJob } from './publish-job.js';
