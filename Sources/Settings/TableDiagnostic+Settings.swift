import ComponentTable
import Foundation

extension TableDiagnostic {
  /// A diagnostic of a settings file's problem (`kind` is one of
  /// ``TableDiagnostic/Kind/settingsFileReadOnly(url:reason:)``,
  /// ``TableDiagnostic/Kind/settingsChangeNotSaved(url:reason:)`` and
  /// ``TableDiagnostic/Kind/settingsFileWriteFailed(url:reason:)``), with a sentence naming the
  /// file and the problem. None of these problems loses a value: the store keeps every change
  /// in memory, and a file it cannot read is never written over.
  init(settingsFile kind: Kind) {
    let message: String
    switch kind {
    case .settingsFileReadOnly(let url, let reason):
      message =
        "the settings file \(url.path) \(reason); it is left as it is and changes are kept in memory only, "
        + "until the program ends"
    case .settingsChangeNotSaved(let url, let reason):
      message =
        "a change was not saved to \(url.path): the file \(reason); changes are kept in memory until the program ends"
    case .settingsFileWriteFailed(let url, let reason):
      message = "could not write the settings file \(url.path) (\(reason)); the change lasts until the program ends"
    default:
      message = "\(kind)"
    }
    self.init(kind: kind, message: message)
  }

  /// A diagnostic of a typed key's `error`, found where nothing could be thrown: a read, or a
  /// write through a subscript.
  init(settingsKey error: SettingsError) {
    self.init(
      kind: .settingsKey(key: error.key ?? "", expectedType: error.expectedType ?? ""), message: error.description)
  }
}
