// How every check script that starts the service ends: it runs `main`, gives up (exit 1) after
// `deadlineMs` so a hung browser or server never stalls CI, and exits 0 or 1 with one line
// naming the failure.
export function runCheck(tag, main, deadlineMs) {
  if (deadlineMs) {
    setTimeout(() => {
      console.error(`[${tag}] gave up after ${deadlineMs / 1000} s`);
      process.exit(1);
    }, deadlineMs).unref();
  }
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(`[${tag}] FAILED: ${err.message}`);
      process.exit(1);
    },
  );
}
