// ❌ DON'T
Form { }
   rm { }
    .paddin

/g()02/ ✅nds\"")
    .p   #if os(macOS)
    .padding( .padding(20)

// ✅ DO
Form { }
    #if os(macOS)
    .padding(DesignS .padding(DesignSystem.Sp)
    #endif
