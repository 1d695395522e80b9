/// Snapshot assertions for TableKit screenshot tests.
public enum TableKitTesting {}
