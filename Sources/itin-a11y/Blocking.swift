import Dispatch

/// Waits, on this thread (never one of the concurrency pool's), for `work`
/// to end, and gives what it gave: for a command's synchronous `run` over
/// the async server and store.
func blocking<Value: Sendable>(_ work: @escaping @Sendable () async -> Value) -> Value {
  let box = Box<Value>()
  let done = DispatchSemaphore(value: 0)
  Task {
    box.value = await work()
    done.signal()
  }
  done.wait()
  guard let value = box.value else { preconditionFailure("the work ended with no value") }
  return value
}

/// A value handed from a task to the thread that waits for it.
private final class Box<Value>: @unchecked Sendable {
  var value: Value?
}
