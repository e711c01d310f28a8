// Queue consumers, one per queue; each message is safe to process twice.
export async function handleQueue(batch: MessageBatch, _env: Env, _ctx: ExecutionContext): Promise<void> {
  for (const msg of batch.messages) {
    console.warn(`unhandled queue ${batch.queue}; acknowledging ${msg.id}`);
    msg.ack();
  }
}
