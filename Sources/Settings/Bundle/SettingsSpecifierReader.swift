/// Reads one specifier of each type Apple documents from its fields, as leniently as iOS:
/// optional keys of the wrong type are reported and ignored; only a key the type cannot work
/// without (a `Key`, a slider's range, a child pane's `File`) throws.
enum SettingsSpecifierReader {
  /// The specifier of `type`, or `nil` for a type it does not know.
  static func read(_ type: String, _ fields: Fields) throws -> SettingsSpecifier? {
    switch type {
    case "PSGroupSpecifier":
      return .group(title: fields.localized("Title"), footer: fields.localized("FooterText"))
    case "PSToggleSwitchSpecifier":
      return .toggle(
        SettingsSpecifier.Toggle(
          title: fields.localized("Title") ?? "",
          key: try fields.required(type, "Key", fields.string),
          defaultValue: fields.value("DefaultValue"),
          trueValue: fields.value("TrueValue") ?? .bool(true),
          falseValue: fields.value("FalseValue") ?? .bool(false)))
    case "PSTextFieldSpecifier":
      return .textField(try textField(type, fields))
    case "PSTitleValueSpecifier":
      let (titles, values) = fields.options(type)
      return .titleValue(
        SettingsSpecifier.TitleValue(
          title: fields.localized("Title") ?? "",
          key: try fields.required(type, "Key", fields.string),
          defaultValue: fields.value("DefaultValue"), titles: titles, values: values))
    case "PSMultiValueSpecifier":
      return .multiValue(try choice(type, fields))
    case "PSRadioGroupSpecifier":
      return .radioGroup(
        SettingsSpecifier.RadioGroup(
          choice: try choice(type, fields), footer: fields.localized("FooterText")))
    case "PSSliderSpecifier":
      return .slider(try slider(type, fields))
    case "PSChildPaneSpecifier":
      return try childPane(type, fields)
    default:
      return try readInAppSettingsKit(type, fields)
    }
  }

  private static func textField(_ type: String, _ fields: Fields) throws
    -> SettingsSpecifier.TextField
  {
    SettingsSpecifier.TextField(
      title: fields.localized("Title") ?? "",
      key: try fields.required(type, "Key", fields.string),
      defaultValue: fields.value("DefaultValue")?.stringValue,
      isSecure: fields.bool("IsSecure") ?? false,
      keyboardType: fields.oneOf(
        "KeyboardType",
        SettingsPaneParser.keyboardTypes + SettingsPaneParser.moreKeyboardTypes,
        aliases: SettingsPaneParser.traitAliases) ?? "Alphabet",
      autocapitalizationType: fields.oneOf(
        "AutocapitalizationType", SettingsPaneParser.autocapitalizationTypes,
        aliases: SettingsPaneParser.traitAliases) ?? "None",
      autocorrectionType: fields.oneOf(
        "AutocorrectionType", SettingsPaneParser.autocorrectionTypes,
        aliases: SettingsPaneParser.traitAliases) ?? "Default")
  }

  private static func choice(_ type: String, _ fields: Fields) throws -> SettingsSpecifier.Choice {
    let key = try fields.required(type, "Key", fields.string)
    let (titles, values) = fields.options(type)
    var shortTitles = fields.strings("ShortTitles", localized: true)
    if let short = shortTitles, short.count != titles.count {
      fields.report(
        .invalidValue(
          key: "ShortTitles", value: "\(short.count) entries",
          allowed: "\(titles.count) entries, one per title"),
        outcome: "the titles are shown instead")
      shortTitles = nil
    }
    return SettingsSpecifier.Choice(
      title: fields.localized("Title") ?? "", key: key,
      defaultValue: fields.value("DefaultValue"),
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
    let value = fields.number("DefaultValue") ?? minimum
    // Apple's sliders have no title; the row shows none rather than the raw key.
    return SettingsSpecifier.Slider(
      title: fields.localized("Title") ?? "", key: key,
      defaultValue: min(max(value, minimum), maximum),
      minimumValue: minimum, maximumValue: maximum)
  }
}
