/// A spec with every token kind and every case the Swift export treats apart: appearances, system
/// colours, aliases within and across kinds, deprecation with and without a replacement, nested
/// groups, a keyword in a Swift name, and composites whose shape differs by appearance.
enum SwiftFixture {
    static let markdown = """
    ```tokens spacing kind=dimension swift=DesignSystem.Spacing
    xs      8pt          // Small gaps
    md      16pt         // Standard gaps
    inset   16pt | 20pt  // Wider in dark mode, which Swift cannot follow
    ```

    ```tokens colors kind=color
    error     red | red | #D70015 | #FF6961  // Errors, high priority
    goals     orange                         // Goals: a system colour
    surface   #FFFFFF                        // The same in every appearance
    scrim     black.opacity(0.4)             // Behind text over photos
    warning   {colors.goals}                 // An alias of goals
    highPriority  {colors.error}  @deprecated({colors.error})  // The old name of error
    legacy    #8E8E93  @deprecated           // Retired, with nothing to use instead
    ```

    ```tokens status.budget kind=color
    met     {colors.goals}                         // The budget was met
    missed  {colors.error}  @deprecated({colors.error})  // Use colors.error
    over    #AF52DE | #BF5AF2                      // Spent past the budget
    ```

    ```tokens layout.default kind=number swift=DesignSystem.Layout.default
    columns  2  // Columns of the default grid
    ```

    ```tokens radius kind=radius swift=DesignSystem.CornerRadius
    card   12pt           // Standard cards
    pill   round          // Capsules
    inset  {spacing.md}   // A radius taken from a dimension
    ```

    ```tokens typography kind=typography
    title      headline                                          // Section titles
    amount     body.monospacedDigit()                            // Numbers in columns
    badge      caption2.weight(semibold)                         // Badges
    empty      title2.bold()                                     // Empty states
    hero       system(size: 48pt, weight: bold, design: rounded)  // The number in a ring
    brand      custom("Inter", size: 15pt, relativeTo: body)     // Marketing copy
    quote      custom("Iowan Old Style", size: 17pt).italic()       // Quotations
    ```

    ```tokens fonts kind=fontFamily
    rounded  rounded  // Friendly headings
    brand    "Inter"  // The brand family
    ```

    ```tokens weights kind=fontWeight
    emphasis  semibold  // Emphasis in body text
    ```

    ```tokens materials kind=material
    sidebar  ultraThin  // The sidebar
    toolbar  bar        // Toolbars
    ```

    ```tokens gradients kind=gradient
    textScrim  linear(colors: [clear, black.opacity(0.4)], startPoint: top, endPoint: bottom)  // Behind text
    glow       linear(stops: [{colors.goals}.opacity(0.35) 0%, {colors.goals}.opacity(0) 70%], startPoint: topLeading, \
    endPoint: bottomTrailing)  // A header glow
    vignette   radial(colors: [clear, black.opacity(0.25)], center: center, startRadius: 120pt, endRadius: 520pt) | \
    radial(colors: [clear, black.opacity(0.5)], center: center, startRadius: 120pt, endRadius: 520pt)  // Frames a \
    background
    spotlight  radial(colors: [white, clear], center: top, startRadius: 0pt, endRadius: 300pt) | radial(colors: \
    [white, clear], center: top, startRadius: 0pt, endRadius: 200pt)  // Smaller in dark mode
    ```

    ```tokens palettes kind=palette
    ocean  palette(colors: [#0A4D68, {colors.error}, #05BFDB], gradientIndices: [0, 2], gradientOpacities: [0.35, \
    0.2])  // Calm blues
    ```

    ```tokens shadows kind=shadow
    card  shadow(color: black.opacity(0.08), radius: 8pt, y: 2pt) | shadow(color: black.opacity(0.3), radius: 8pt, y: \
    2pt)  // Cards
    ```

    ```tokens opacity kind=opacity
    disabled  40%  // Controls that cannot be used
    ```

    ```tokens motion kind=duration
    quick  150ms  // Toggles
    slow   0.4s   // The progress ring
    ```

    ```tokens curves kind=cubicBezier
    standard  cubicBezier(0.4, 0, 0.2, 1)  // Most movement
    exit      easeIn
    ```

    ```tokens transitions kind=transition
    reveal  transition(duration: 250ms, delay: 50ms, timing: easeOut)  // Sheets coming in
    fade    transition(duration: 150ms)
    ```

    ```tokens strokes kind=strokeStyle
    focus   dash([4pt, 2pt], lineCap: round)  // Focus rings
    dotted  dotted
    ridge   ridge
    ```

    ```tokens borders kind=border
    card  border(color: {colors.error}, width: 1pt, style: solid) | border(color: #3A3A3C, width: 1pt, style: solid)  \
    // Around cards
    ```
    """
}
