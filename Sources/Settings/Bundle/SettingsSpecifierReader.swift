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
      return .toggle(try toggle(type, fields))
    case "PSTextFieldSpecifier":
      return .textField(try textField(type, fields))
    case "PSTitleValueSpecifier":
      let (titles, values) = fields.options(type)
      return .titleValue(
        SettingsSpecifier.TitleValue(
          title: fields.localized("Title") ?? "",
          key: try fields.storageKey(type),
          defaultValue: fields.value("DefaultValue"), titles: titles, values: values))
    case "PSMultiValueSpecifier":
      // InAppSettingsKit shows a multi-value's FooterText under its options
      // (IASKSpecifierValuesViewController's tableView:titleForFooterInSection:,
      // https://github.com/futuretap/InAppSettingsKit/blob/master/Sources/InAppSettingsKit/Controllers/IASKSpecifierValuesViewController.m).
      var choice = try choice(type, fields)
      choice.footer = fields.localized("FooterText")
      return .multiValue(choice)
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

  private static func toggle(_ type: String, _ fields: Fields) throws -> SettingsSpecifier.Toggle {
    let toggle = SettingsSpecifier.Toggle(
      title: fields.localized("Title") ?? "",
      key: try fields.storageKey(type),
      defaultValue: fields.value("DefaultValue"),
      trueValue: fields.value("TrueValue") ?? .bool(true),
      falseValue: fields.value("FalseValue") ?? .bool(false))
    // A default that is neither value (a string "YES" beside Boolean values) is legal, and
    // the app's bool(forKey:) reads it; the switch shows it as that reading does.
    if let value = toggle.defaultValue, !value.matches(toggle.trueValue),
      !value.matches(toggle.falseValue)
    {
      fields.report(
        .toggleDefaultIsNeitherValue(
          value: value.diagnosticText, trueValue: toggle.trueValue.diagnosticText,
          falseValue: toggle.falseValue.diagnosticText),
        outcome: "the switch shows it as \(value.boolValue ? "on" : "off")")
    }
    return toggle
  }

  private static func textField(_ type: String, _ fields: Fields) throws
    -> SettingsSpecifier.TextField
  {
    SettingsSpecifier.TextField(
      title: fields.localized("Title") ?? "",
      key: try fields.storageKey(type),
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
    let key = try fields.storageKey(type)
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
    let defaultValue = fields.value("DefaultValue")
    // Both keys absent is how InAppSettingsKit bundles leave the options to the app; the root
    // screen reports that case if the app's hooks supply none. Both present and empty is
    // always a mistake.
    if (fields.dictionary["Titles"] as? [Any])?.isEmpty == true,
      (fields.dictionary["Values"] as? [Any])?.isEmpty == true
    {
      fields.report(.noOptions, outcome: "the list opens empty unless the app supplies options")
    } else if let defaultValue, !values.contains(where: { $0.matches(defaultValue) }) {
      fields.report(
        .invalidValue(
          key: "DefaultValue", value: defaultValue.stringValue,
          allowed: values.map(\.stringValue).joined(separator: ", ")),
        outcome: "no option is checked and the row shows no value, as in the Settings app")
    }
    return SettingsSpecifier.Choice(
      title: fields.localized("Title") ?? "", key: key, defaultValue: defaultValue,
      titles: titles, values: values, shortTitles: shortTitles)
  }

  private static func slider(_ type: String, _ fields: Fields) throws -> SettingsSpecifier.Slider {
    let key = try fields.storageKey(type)
    var minimum = try fields.required(type, "MinimumValue", fields.number)
    var maximum = try fields.required(type, "MaximumValue", fields.number)
    // UISlider holds Float values: a bound past Float's range is infinite there, and a
    // range wider than the largest Double cannot be divided into steps at all.
    let largest = Double(Float.greatestFiniteMagnitude)
    for (name, bound) in [("MinimumValue", minimum), ("MaximumValue", maximum)] where abs(bound) > largest {
      fields.report(
        .invalidValue(
          key: name, value: "\(bound)", allowed: "numbers a slider can show, from -\(largest) to \(largest)"),
        outcome: "it is cut to that range")
    }
    minimum = min(max(minimum, -largest), largest)
    maximum = min(max(maximum, -largest), largest)
    guard minimum < maximum else {
      throw fields.error(
        .invalidValue(
          key: "MaximumValue", value: "\(maximum)", allowed: "numbers above MinimumValue \(minimum)"
        ))
    }
    let value = fields.number("DefaultValue") ?? minimum
    if !(minimum...maximum).contains(value) {
      fields.report(
        .invalidValue(key: "DefaultValue", value: "\(value)", allowed: "\(minimum) to \(maximum)"),
        outcome: "the slider shows \(min(max(value, minimum), maximum)), as a slider clamps it")
    }
    // Apple's sliders have no title; the row shows none rather than the raw key.
    return SettingsSpecifier.Slider(
      title: fields.localized("Title") ?? "", key: key,
      defaultValue: min(max(value, minimum), maximum),
      minimumValue: minimum, maximumValue: maximum)
  }
}
