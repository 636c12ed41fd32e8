import DSGenCore

/// The rules of `dsgen lint`, besides the spec rules every build checks (`duplicate_token`, …).
extension RuleID {
    // Swift code: sources and the Swift fences of the pages
    public static let hardcodedSpacing: RuleID = "hardcoded_spacing"
    public static let hardcodedColor: RuleID = "hardcoded_color"
    public static let hardcodedRadius: RuleID = "hardcoded_radius"
    public static let hardcodedFont: RuleID = "hardcoded_font"
    public static let hardcodedMaterial: RuleID = "hardcoded_material"
    public static let hardcodedSize: RuleID = "hardcoded_size"
    public static let hardcodedOpacity: RuleID = "hardcoded_opacity"
    public static let hardcodedShadow: RuleID = "hardcoded_shadow"
    public static let hardcodedMotion: RuleID = "hardcoded_motion"
    public static let hardcodedLineWidth: RuleID = "hardcoded_line_width"
    public static let hardcodedGradient: RuleID = "hardcoded_gradient"
    public static let unknownToken: RuleID = "unknown_token"
    public static let deprecatedToken: RuleID = "deprecated_token"
    public static let unusedToken: RuleID = "unused_token"
    // The components the pages document
    public static let componentHardcodedValue: RuleID = "component_hardcoded_value"
    public static let deprecatedComponentUsed: RuleID = "deprecated_component_used"
    // What the pages' previews draw
    public static let previewContrast: RuleID = "preview_contrast"
    public static let previewTapTarget: RuleID = "preview_tap_target"
    public static let previewFixedFont: RuleID = "preview_fixed_font"
    /// A definition `dsgen init` found but cannot read (a computed value, a function of the app's),
    /// listed to write by hand.
    public static let initSkipped: RuleID = "init_skipped"
    // The app's own token definitions against the spec
    public static let tokenDrift: RuleID = "token_drift"
    public static let tokenMissing: RuleID = "token_missing"
    public static let tokenNotInSpec: RuleID = "token_not_in_spec"
    // The spec
    public static let nonSemanticColorName: RuleID = "non_semantic_color_name"
    public static let scaleOrder: RuleID = "scale_order"
    public static let insufficientContrast: RuleID = "insufficient_contrast"
    public static let insufficientContrastDerived: RuleID = "insufficient_contrast_derived"
    /// A hard-coded value of a kind the spec has no token of (off by default; `usage --candidates` lists them).
    public static let hardcodedValueWithoutToken: RuleID = "hardcoded_value_without_token"
    public static let swiftNameConflict: RuleID = "swift_name_conflict"
    // The pages' examples, suppressions, and the files themselves
    public static let counterexamplePasses: RuleID = "counterexample_passes"
    public static let unusedSuppression: RuleID = "unused_suppression"
    public static let swiftSyntax: RuleID = "swift_syntax"
    public static let configuration: RuleID = "configuration"
}
