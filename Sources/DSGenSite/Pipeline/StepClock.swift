import Foundation
import Synchronization

/// The steps of a build, in order: each is one type's work over what the step before it made.
enum SiteStep: Int, CaseIterable, Sendable {
    /// `LoadedSite`: the configuration, the content in every context, the theme, the files to publish.
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
        var start: Date
    }

    private let progress: @Sendable (BuildStep) -> Void
    private let state = Mutex<(running: Running?, times: [StepTime])>((nil, []))

    init(progress: @escaping @Sendable (BuildStep) -> Void) {
        self.progress = progress
    }

    /// Ends the step running, if any, and starts `step`; if `step` is the one running, it goes on
    /// (a build starts loading with its earlier versions, then its own content).
    func start(_ step: SiteStep) {
        guard state.withLock({ $0.running?.step != step }) else { return }
        stop()
        state.withLock { $0.running = Running(step: step, start: Date()) }
        progress(BuildStep(index: step.rawValue + 1, count: SiteStep.allCases.count, name: step.name))
    }

    /// Ends the step running.
    func stop() {
        state.withLock { state in
            guard let running = state.running else { return }
            state.times.append(StepTime(
                name: running.step.shortName, seconds: Date().timeIntervalSince(running.start)
            ))
            state.running = nil
        }
    }

    /// Each finished step's time, in the order they ran.
    public var times: [StepTime] { state.withLock { $0.times } }
}
