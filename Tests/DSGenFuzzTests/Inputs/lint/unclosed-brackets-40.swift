let v = Text("a").padding(DesignSystem.Sp[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[acing.md)
