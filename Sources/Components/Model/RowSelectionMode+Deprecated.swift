// The cases' names before `enabled` and `disabled` came to mean a row's availability
// (`RowAvailability`: a dimmed row that does nothing): they forward to their new names and go
// away in the next release. As static properties they still match in a `switch` (through
// `==`), but a switch over every case must name `.always` and `.never` to be exhaustive.
extension RowSelectionMode {
  /// Renamed ``always``.
  @available(*, deprecated, renamed: "always")
  public static var enabled: RowSelectionMode { .always }

  /// Renamed ``never``.
  @available(*, deprecated, renamed: "never")
  public static var disabled: RowSelectionMode { .never }
}
