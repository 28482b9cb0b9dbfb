/// A value change from a control inside a row's view: what `UISwitch`, `UIStepper`, `UISlider`
/// and `UITextField` report on iOS, and what the terminal host's keys produce.
public enum ControlEvent: Hashable, Sendable {
  /// A switch was set to a value.
  case toggle(Bool)
  /// A stepper moved by this many steps (negative: down); a slider moved by this many of its
  /// steps (the terminal's ← and →).
  case step(Int)
  /// A slider was moved to this value.
  case slide(Double)
  /// A text field's editing ended with this text.
  case text(String)
}
