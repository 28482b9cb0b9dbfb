import Foundation

/// Where a control row's value lives: a value the app keeps (`.value(model.wifi)`), a settings
/// key in a store (`.key(wifi, in: store)`, from `ComponentTableSettings`) or a SwiftUI binding
/// (`.binding($wifi)`, from `ComponentTableSwiftUI`). Every control factory takes one, so a
/// switch, a text field, a stepper or a slider is one factory whatever holds its value:
///
/// ```swift
/// TableComponent.switchRow("Wi-Fi", isOn: .value(model.wifi)) { model.wifi = $0 }
/// TableComponent.switchRow("Airplane Mode", isOn: .key(airplaneMode, in: store))
/// ```
///
/// The row shows the value and gives each new one the user picks, once `change` took it, to
/// where it lives (a store write, a binding's setter) and then to the factory's `onChange`. A
/// value bound to a store key names the row (its identity and accessibility identifier are the
/// key's name), and a key an administrator manages locks it.
@MainActor
public struct RowValue<Value> {
  /// The value the row shows.
  package let current: Value
  /// The name of the store key the value lives under, or `nil`.
  package let key: String?
  /// Takes a new value where it lives; `false` when that refused it (a store that cannot keep
  /// it), and the row shows its value again.
  package let accept: @MainActor (Value) -> Bool
  /// Finishes every component made of the value (a managed key's lock, the key's identifier).
  package let decorate: @MainActor (TableComponent) -> TableComponent
  /// The text input traits a row of this value suggests (a number pad for a number key).
  package let suggestedTraits: TextInputTraits?

  package init(
    current: Value, key: String? = nil, accept: @escaping @MainActor (Value) -> Bool = { _ in true },
    decorate: @escaping @MainActor (TableComponent) -> TableComponent = { $0 },
    suggestedTraits: TextInputTraits? = nil
  ) {
    self.current = current
    self.key = key
    self.accept = accept
    self.decorate = decorate
    self.suggestedTraits = suggestedTraits
  }

  /// A value the app keeps: the row shows `value`, and the factory's `onChange` gets each new one
  /// to keep.
  public static func value(_ value: Value) -> RowValue { RowValue(current: value) }

  /// The identity of a row of `kind` titled `title` showing this value, unless `explicit`: the
  /// key, when the value lives under one, else the title.
  package func rowID(_ explicit: AnyHashable?, _ kind: String, title: String) -> AnyHashable {
    key.map { SettingsRowID.make(explicit, kind, key: $0) } ?? SettingsRowID.make(explicit, kind, title)
  }

  /// What happens to a new value of a row showing this one: `change` decides, the value goes
  /// where it lives, and `onChange` is told.
  package func commit(_ change: ControlChange<Value>, _ onChange: @escaping (Value) -> Void) -> ControlCommit<Value> {
    ControlCommit(change: change, accept: accept, didChange: { value, _ in onChange(value) }, decorate: decorate)
  }

  /// The same place seen as another type: `get` reads it, `set` converts a new value back (`nil`
  /// refuses it).
  package func converted<Other>(
    get: (Value) -> Other, set: @escaping @MainActor (Other) -> Value?, suggestedTraits: TextInputTraits? = nil
  ) -> RowValue<Other> {
    let accept = self.accept
    return RowValue<Other>(
      current: get(current), key: key,
      accept: { other in set(other).map(accept) ?? false }, decorate: decorate,
      suggestedTraits: suggestedTraits ?? self.suggestedTraits)
  }
}
