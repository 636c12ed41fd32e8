/// The version `dsgen --version` prints.
public enum DSGenVersion {
    public static let current = "0.1.0"
}
