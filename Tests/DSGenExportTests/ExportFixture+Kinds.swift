extension ExportFixture {
    /// A spec with a token of every kind, in every form the emitters treat apart: appearances,
    /// high contrast, system colours, aliases, deprecation, nested groups and composites.
    static let everyKind = """
    ```tokens spacing kind=dimension swift=DesignSystem.Spacing
    xs  8pt   // Small gaps
    md  16pt  // Standard gaps
    ```

    ```tokens radius kind=radius swift=DesignSystem.CornerRadius
    md    12pt
    pill  round  // Capsules
    ```

    ```tokens colors kind=color swift=DesignSystem.Colors
    surface  #FFFFFF | #1C1C1E
    label    #000000 | #FFFFFF  @on({colors.surface})  // Primary text
    error    red | #FF453A | #D70015 | #FF6961  // Errors
    goals    orange
    warning  {colors.goals}  // Warnings share the goals colour
    scrim    black.opacity(0.4)
    old      {colors.error}  @deprecated({colors.error})
    ```

    ```tokens colors.status kind=color swift=DesignSystem.Colors.Status
    met  {colors.goals}
    ```

    ```tokens fonts kind=fontFamily
    brand  "Inter"
    code   monospaced
    ```

    ```tokens weights kind=fontWeight
    strong  semibold
    ```

    ```tokens type kind=typography swift=DesignSystem.Typography
    title    title2
    amount   body.monospacedDigit()
    display  system(size: 48pt, weight: bold, design: rounded)
    brand    custom("Inter", size: 15pt, relativeTo: body)
    ```

    ```tokens materials kind=material
    sidebar  ultraThin
    ```

    ```tokens gradients kind=gradient
    scrim     linear(colors: [clear, black.opacity(0.4)], startPoint: top, endPoint: bottom)
    glow      linear(stops: [{colors.goals} 0%, clear 70%], startPoint: topLeading, endPoint: bottomTrailing)
    vignette  radial(colors: [clear, black.opacity(0.25)], center: center, startRadius: 120pt, endRadius: 520pt)
    ```

    ```tokens palettes kind=palette
    sunrise  palette(colors: [{colors.goals}, pink, #FFD60A], gradientIndices: [0, 2], gradientOpacities: [0.35, 0.2]) \
     @vignette({gradients.vignette})
    ```

    ```tokens shadows kind=shadow
    card  shadow(color: black.opacity(0.08), radius: 8pt, x: 0pt, y: 2pt) | shadow(color: black.opacity(0.3), radius: \
    8pt, x: 0pt, y: 2pt)
    ```

    ```tokens opacity kind=opacity
    disabled  40%
    ```

    ```tokens numbers kind=number
    columns  3
    ```

    ```tokens motion kind=duration
    quick  150ms
    ```

    ```tokens curves kind=cubicBezier
    standard  cubicBezier(0.4, 0, 0.2, 1)
    exit      easeIn
    ```

    ```tokens transitions kind=transition
    reveal  transition(duration: 250ms, delay: 50ms, timing: easeOut)
    fade    transition(duration: 150ms)
    ```

    ```tokens strokes kind=strokeStyle
    focus    dash([4pt, 2pt], lineCap: round)
    dotted   dotted
    ridge    ridge
    ```

    ```tokens borders kind=border
    card  border(color: {colors.surface}, width: 1pt, style: solid) | border(color: #3A3A3C, width: 1pt, style: solid)
    ```
    """
}
