import Synchronization

/// The steps of a build, in order: each is one type's work over what the step before it made.
enum SiteStep: Int, CaseIterable, Sendable {
    /// `LoadedSite`: the configuration, the content in every context, the theme, the files to
    /// publish; on a site that publishes earlier versions, each of them built first (`SiteHistory`).
    case load
    /// `AddedPages`: what changed, the changelog, the components, adoption and candidates pages.
    case addPages
    /// `CheckedSite`: the spec and the pages' examples checked, their previews drawn, the sidebar.
    case check
    /// `CheckedSite.write`: each page rendered and written into a staging folder as it is made,
    /// with the site-wide files, the theme's and the published ones.
    case render
    /// The staging folder put in place of the old site.
    case place

    /// What the progress line says while the step runs.
    var name: String {
        switch self {
        case .load: "Loading the content and the theme"
        case .addPages: "Adding generated pages"
        case .check: "Checking"
        case .render: "Rendering and writing pages"
        case .place: "Putting the site in place"
        }
    }

    /// What the timing line calls the step.
    var shortName: String {
        switch self {
        case .load: "load"
        case .addPages: "generated pages"
        case .check: "check"
        case .render: "render and write"
        case .place: "put in place"
        }
    }
}

/// How long one step of a build took.
public struct StepTime: Sendable, Equatable {
    public var name: String
    public var seconds: Double
}

/// Reports each step of a build as it starts and times it until the next one starts.
public final class StepClock: Sendable {
    private struct Running {
        var step: SiteStep
        var start: ContinuousClock.Instant
    }

    private let progress: @Sendable (BuildStep) -> Void
    private let state = Mutex<(running: Running?, times: [StepTime])>((nil, []))

    init(progress: @escaping @Sendable (BuildStep) -> Void) {
        self.progress = progress
    }

    /// Ends the step running, if any, and starts `step`; if `step` is the one running, it goes on
    /// (a build loads its earlier versions, then its own content, in one load step).
    func start(_ step: SiteStep) {
        let started = state.withLock { state in
            guard state.running?.step != step else { return false }
            Self.end(&state)
            state.running = Running(step: step, start: .now)
            return true
        }
        if started {
            progress(BuildStep(index: step.rawValue + 1, count: SiteStep.allCases.count, name: step.name))
        }
    }

    /// Ends the step running.
    func stop() {
        state.withLock { Self.end(&$0) }
    }

    private static func end(_ state: inout (running: Running?, times: [StepTime])) {
        guard let running = state.running else { return }
        let elapsed = running.start.duration(to: .now).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        state.times.append(StepTime(name: running.step.shortName, seconds: seconds))
        state.running = nil
    }

    /// Each finished step's time, in the order they ran.
    public var times: [StepTime] { state.withLock { $0.times } }
}
