// Written by `bash scripts/rule-lists.sh` from the rule files (RuleListTests): do not edit.

/// Every rule over Swift code, in the order their ids are declared in `RuleID+Lint.swift`,
/// which is the order `dsgen lint --help` lists them in.
enum SwiftRules {
    static let all: [any SwiftRule] = [
        HardcodedSpacingRule(),
        HardcodedColorRule(),
        HardcodedRadiusRule(),
        HardcodedFontRule(),
        HardcodedMaterialRule(),
        HardcodedSizeRule(),
        HardcodedOpacityRule(),
        HardcodedShadowRule(),
        HardcodedMotionRule(),
        HardcodedLineWidthRule(),
        HardcodedGradientRule(),
        UnknownTokenRule(),
        DeprecatedTokenRule(),
    ]
}

/// Every rule over the spec, in the order their ids are declared.
enum SpecRules {
    static let all: [any SpecRule] = [
        NonSemanticColorNameRule(),
        ScaleOrderRule(),
        InsufficientContrastRule(),
        DerivedContrastRule(),
        SwiftNameConflictRule(),
    ]
}
