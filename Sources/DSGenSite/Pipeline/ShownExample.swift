/// What a page shows of one Swift example besides its findings: its highlighted code and what its
/// preview draws (nil when the build draws no previews, or the example cannot be read).
struct ShownExample: Sendable {
    let highlighted: HighlightedCode
    /// What the preview is read as, until it is drawn.
    private(set) var preview: ExamplePreview?
    /// `preview`'s `declarationsKey`, kept once the preview itself is let go.
    let declarationsKey: Int?

    init(highlighted: HighlightedCode, preview: ExamplePreview?) {
        self.highlighted = highlighted
        self.preview = preview
        declarationsKey = preview?.declarationsKey
    }

    /// The highlighted code's HTML, made when its page is written.
    var html: String { highlighted.html }

    /// The example once its preview is drawn: a build that keeps nothing for a next one needs only
    /// the drawing, and the previews' readings were a sixth of a large site's memory.
    var drawn: ShownExample {
        var drawn = self
        drawn.preview = nil
        return drawn
    }
}
