import Foundation

/// How many files the process may have open at once (`ulimit -n`), which the command line and
/// `dsgen serve` both plan around.
public enum DescriptorLimit {
    /// The files dsgen must be able to have open at once: the standard streams, the descriptors
    /// of the runtime's own event loop, and a folder and a few files at a time. Below it the
    /// runtime's thread pool cannot start, and the process would crash rather than report anything.
    public static let minimum = 16

    #if canImport(Glibc)
    private static let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
    private static let resource = RLIMIT_NOFILE
    #endif

    /// The soft limit, or nil when there is none.
    public static var current: Int? {
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        return Int(min(limit.rlim_cur, 1 << 20))
    }

    /// Raises the soft limit to `minimum` when the hard limit allows; otherwise returns the
    /// message to stop with. Nil when the limit is enough.
    public static func ensure() -> String? {
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur < rlim_t(minimum) else { return nil }
        if limit.rlim_max >= rlim_t(minimum) {
            limit.rlim_cur = rlim_t(minimum)
            if setrlimit(resource, &limit) == 0 { return nil }
        }
        return "error: dsgen needs to have at least \(minimum) files open at once, " +
            "and this shell allows \(limit.rlim_cur); raise the limit with 'ulimit -n \(minimum)' or more [usage]"
    }
}
