// The case's name before `disabled` came to mean a dimmed row that does nothing
// (`RowAvailability.disabled(reason:)`): it forwards to its new name and goes away in the next
// release. As a static property it still matches in a `switch` (through `==`), but a switch
// over every case must name `.never` to be exhaustive.
extension RowSelectionMode {
  /// Renamed ``never``.
  @available(*, deprecated, renamed: "never")
  public static var disabled: RowSelectionMode { .never }
}
