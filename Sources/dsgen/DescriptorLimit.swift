import Foundation

/// The files dsgen must be able to have open at once: the standard streams, the descriptors of
/// the runtime's own event loop, and a folder and a few files at a time. Below it the runtime's
/// thread pool cannot start, and the process would crash rather than report anything.
enum DescriptorLimit {
    static let minimum = 16

    /// Raises the soft limit to `minimum` when the hard limit allows; otherwise returns the
    /// message to stop with. Nil when the limit is enough.
    static func ensure() -> String? {
        #if canImport(Glibc)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur < rlim_t(minimum) else { return nil }
        if limit.rlim_max >= rlim_t(minimum) {
            limit.rlim_cur = rlim_t(minimum)
            if setrlimit(resource, &limit) == 0 { return nil }
        }
        return "error: dsgen needs to have at least \(minimum) files open at once, and this shell allows \(limit.rlim_cur); raise the limit with 'ulimit -n \(minimum)' or more [usage]"
    }
}
