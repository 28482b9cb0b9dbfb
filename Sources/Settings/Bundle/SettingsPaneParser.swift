import ComponentTable
import Foundation

/// One pane of a Settings.bundle (`Root.plist` or a child pane), typed and localised.
public struct SettingsPane: Sendable, Equatable {
  /// The pane's file, relative to the bundle (`Root.plist`).
  public var file: String
  /// The pane's `Title`, localised, if it has one.
  public var title: String?
  /// The `.strings` table its titles are looked up in (`StringsTable`, else the file's name).
  public var stringsTable: String
  /// The specifiers, in order.
  public var specifiers: [SettingsSpecifier]

  /// A pane with the given parts.
  public init(file: String, title: String?, stringsTable: String, specifiers: [SettingsSpecifier]) {
    self.file = file
    self.title = title
    self.stringsTable = stringsTable
    self.specifiers = specifiers
  }
}

/// Turns a pane's property list into a ``SettingsPane``: no file system, no UI, every check.
public enum SettingsPaneParser {
  /// The `KeyboardType` values Apple documents.
  public static let keyboardTypes = TextInputTraits.Keyboard.allCases.map(\.rawValue)
  /// The `AutocapitalizationType` values Apple documents.
  public static let autocapitalizationTypes = TextInputTraits.Capitalization.allCases.map(
    \.rawValue)
  /// The `AutocorrectionType` values Apple documents.
  public static let autocorrectionTypes = TextInputTraits.Correction.allCases.map(\.rawValue)

  /// Parses the pane in `data`, named `file` in errors. `strings` gives the localised strings
  /// of a table by name (empty when there is none); titles found there are replaced.
  ///
  /// - Throws: ``SettingsBundleError`` naming `file`, the specifier's index and the problem.
  public static func parse(
    _ data: Data, file: String, strings: (String) throws -> [String: String] = { _ in [:] }
  ) throws -> SettingsPane {
    let root = try dictionary(in: data, file: file)
    guard let list = root["PreferenceSpecifiers"] as? [Any] else {
      throw SettingsBundleError(file: file, problem: .missingPreferenceSpecifiers)
    }
    var fields = Fields(dictionary: root, file: file, index: nil, table: [:])
    let tableName = try fields.string("StringsTable") ?? (file as NSString).deletingPathExtension
    fields.table = try strings(tableName)
    let specifiers = try list.enumerated().map { index, object in
      guard let dictionary = object as? [String: Any] else {
        throw SettingsBundleError(file: file, index: index, problem: .specifierNotADictionary)
      }
      return try specifier(
        Fields(dictionary: dictionary, file: file, index: index, table: fields.table))
    }
    return SettingsPane(
      file: file, title: try fields.localized("Title"), stringsTable: tableName,
      specifiers: specifiers)
  }

  /// The top-level dictionary of a property list (a pane, or a `.strings` table).
  static func dictionary(in data: Data, file: String) throws -> [String: Any] {
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(from: data, format: nil)
    } catch {
      throw SettingsBundleError(file: file, problem: .malformedPropertyList)
    }
    guard let dictionary = object as? [String: Any] else {
      throw SettingsBundleError(file: file, problem: .notADictionary)
    }
    return dictionary
  }

  private static func specifier(_ fields: Fields) throws -> SettingsSpecifier {
    guard let type = try fields.string("Type") else { throw fields.error(.missingType) }
    switch type {
    case "PSGroupSpecifier":
      return .group(
        title: try fields.localized("Title"), footer: try fields.localized("FooterText"))
    case "PSToggleSwitchSpecifier":
      return .toggle(
        SettingsSpecifier.Toggle(
          title: try fields.required(type, "Title", fields.localized),
          key: try fields.required(type, "Key", fields.string),
          defaultValue: try fields.value("DefaultValue"),
          trueValue: try fields.value("TrueValue") ?? .bool(true),
          falseValue: try fields.value("FalseValue") ?? .bool(false)))
    case "PSTextFieldSpecifier":
      return .textField(
        SettingsSpecifier.TextField(
          title: try fields.localized("Title") ?? "",
          key: try fields.required(type, "Key", fields.string),
          defaultValue: try fields.value("DefaultValue")?.stringValue,
          isSecure: try fields.bool("IsSecure") ?? false,
          keyboardType: try fields.oneOf("KeyboardType", keyboardTypes) ?? "Alphabet",
          autocapitalizationType: try fields.oneOf(
            "AutocapitalizationType", autocapitalizationTypes) ?? "None",
          autocorrectionType: try fields.oneOf("AutocorrectionType", autocorrectionTypes)
            ?? "Default"))
    case "PSTitleValueSpecifier":
      let (titles, values) = try fields.options(type, required: false)
      return .titleValue(
        SettingsSpecifier.TitleValue(
          title: try fields.required(type, "Title", fields.localized),
          key: try fields.required(type, "Key", fields.string),
          defaultValue: try fields.value("DefaultValue"), titles: titles, values: values))
    case "PSMultiValueSpecifier":
      _ = try fields.required(type, "Title", fields.localized)
      return .multiValue(try choice(type, fields))
    case "PSRadioGroupSpecifier":
      return .radioGroup(
        SettingsSpecifier.RadioGroup(
          choice: try choice(type, fields), footer: try fields.localized("FooterText")))
    case "PSSliderSpecifier":
      return .slider(try slider(type, fields))
    case "PSChildPaneSpecifier":
      return .childPane(
        title: try fields.required(type, "Title", fields.localized),
        file: try fields.required(type, "File", fields.string))
    default:
      return .unknown(type: type, title: try? fields.localized("Title"))
    }
  }

  private static func choice(_ type: String, _ fields: Fields) throws -> SettingsSpecifier.Choice {
    let key = try fields.required(type, "Key", fields.string)
    let (titles, values) = try fields.options(type, required: true)
    let shortTitles = try fields.strings("ShortTitles", localized: true)
    if let shortTitles, shortTitles.count != titles.count {
      throw fields.error(
        .invalidValue(
          key: "ShortTitles", value: "\(shortTitles.count) entries",
          allowed: "\(titles.count) entries, one per title"))
    }
    return SettingsSpecifier.Choice(
      title: try fields.localized("Title") ?? "", key: key,
      defaultValue: try fields.value("DefaultValue"),
      titles: titles, values: values, shortTitles: shortTitles)
  }

  private static func slider(_ type: String, _ fields: Fields) throws -> SettingsSpecifier.Slider {
    let key = try fields.required(type, "Key", fields.string)
    let minimum = try fields.required(type, "MinimumValue", fields.number)
    let maximum = try fields.required(type, "MaximumValue", fields.number)
    guard minimum < maximum else {
      throw fields.error(
        .invalidValue(
          key: "MaximumValue", value: "\(maximum)", allowed: "numbers above MinimumValue \(minimum)"
        ))
    }
    let value = try fields.number("DefaultValue") ?? minimum
    return SettingsSpecifier.Slider(
      title: try fields.localized("Title") ?? key, key: key,
      defaultValue: min(max(value, minimum), maximum),
      minimumValue: minimum, maximumValue: maximum)
  }
}
