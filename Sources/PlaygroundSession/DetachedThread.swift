#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CProcessMemory
import CThreadPlacement

/// Starts a detached thread with a chosen stack size (a POSIX thread; Foundation's `Thread`
/// would link all of Foundation, which costs every run of the executable start-up time).
public enum DetachedThread {
    /// Runs `body` on a new thread; returns false when the thread could not be made.
    ///
    /// With `onAnotherCore`, the thread starts on a core other than the caller's (Linux): left
    /// to itself the scheduler often queues a new thread behind its busy parent for
    /// milliseconds while another core idles.
    @discardableResult
    public static func start(stackSize: Int = 8 << 20, onAnotherCore: Bool = false, _ body: @escaping @Sendable () -> Void) -> Bool {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var run = body
        if onAnotherCore, playground_start_on_another_core(&attributes) == 0 {
            // Placed for its start only: from there it may move as the scheduler sees fit.
            run = {
                _ = playground_run_on_any_core()
                body()
            }
        }
        let box = Unmanaged.passRetained(Body(run)).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let made = pthread_create(&thread, &attributes, { context in
            let body = Unmanaged<Body>.fromOpaque(context!).takeRetainedValue()
            playground_reserve_thread_arena()
            body.run()
            return nil
        }, box)
        if made != 0 { Unmanaged<Body>.fromOpaque(box).release() }
        return made == 0
    }

    /// The closure, boxed to cross `pthread_create`'s `void *`.
    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
