#if canImport(Glibc)
import Foundation
import Glibc
import Synchronization

/// Says, without looking at any file, whether something may have changed below the watched
/// folders: Linux's inotify. The watcher sleeps until a signal comes and lists the folders only
/// then, so a save is seen the moment it lands, and an idle preview costs nothing.
///
/// A signal is a hint, never the truth: what changed is still found by comparing listings, and
/// the watcher lists everything now and then in case an event was lost (a full queue, a watch
/// limit reached).
final class ChangeSignal: Sendable {
    private let descriptor: Int32
    private let watched = Mutex<Set<String>>([])
    /// Where the waits run: a thread of the signal's own, so that a wait never holds one of the
    /// server's threads or of Dispatch's pool, both sized to the cores.
    private let waiter = WaitingThread()
    private static let events = UInt32(
        IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_DELETE_SELF | IN_MOVED_FROM | IN_MOVED_TO
            | IN_MOVE_SELF
    )

    /// nil where inotify cannot be had (the watcher then lists on every look).
    init?() {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
    }

    deinit { close(descriptor) }

    /// Watches each of `folders` not watched yet (new folders appear in each listing).
    func watch(_ folders: [String]) {
        watched.withLock { watched in
            for folder in folders where !watched.contains(folder) {
                if inotify_add_watch(descriptor, folder, Self.events) >= 0 { watched.insert(folder) }
            }
        }
    }

    /// Returns once an event is waiting to be read or `timeout` has passed; reads nothing. A save
    /// thus wakes the watcher at once, however long it meant to wait. Says whether an event ended it.
    @discardableResult
    func wait(upTo timeout: Duration) async -> Bool {
        let (seconds, attoseconds) = timeout.components
        let milliseconds = max(0, Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000))
        return await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
            waiter.run { [self] in
                var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                done.resume(returning: poll(&entry, 1, milliseconds) > 0)
            }
        }
    }

    /// Whether any event arrived since the last call; reads them all.
    func fired() -> Bool {
        var any = false
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            any = true
        }
        // A removed or renamed folder's watch is gone; it is added again if the folder comes back.
        if any { watched.withLock { $0.removeAll(keepingCapacity: true) } }
        return any
    }
}

/// One thread that runs the work handed to it, one piece at a time, and sleeps between pieces.
/// Each piece comes with a wake-up; a wake-up with no work, sent when the owner goes, ends it.
private final class WaitingThread: Sendable {
    /// What the thread holds: not the owner, which it would keep alive.
    private final class Queue: Sendable {
        let work = Mutex<[@Sendable () -> Void]>([])
        let ready = DispatchSemaphore(value: 0)
    }

    private let queue = Queue()

    init() {
        let queue = queue
        Thread {
            while true {
                queue.ready.wait()
                let next = queue.work.withLock { $0.isEmpty ? nil : $0.removeFirst() }
                guard let next else { return }
                next()
            }
        }.start()
    }

    deinit { queue.ready.signal() }

    func run(_ piece: @escaping @Sendable () -> Void) {
        queue.work.withLock { $0.append(piece) }
        queue.ready.signal()
    }
}
#else
/// No change signal on this system: the watcher lists the folders on every look.
final class ChangeSignal: Sendable {
    init?() { return nil }
    func watch(_ folders: [String]) {}
    func wait(upTo timeout: Duration) async -> Bool { false }
    func fired() -> Bool { true }
}
#endif
