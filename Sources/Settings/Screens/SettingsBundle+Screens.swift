import ComponentTable

extension SettingsBundle {
  /// The root pane as a screen of `Kit`'s built-in components bound to `store`, after
  /// registering every `DefaultValue` in the store. Child panes and multi-value pickers open
  /// as screens of their own; every screen refreshes when a value in the store changes.
  ///
  /// ```swift
  /// let bundle = try SettingsBundle(contentsOf: bundleURL)
  /// try navigator.push(bundle.rootScreen(TerminalSettingsKit.self, store: store))
  /// ```
  ///
  /// - Parameters:
  ///   - kit: The host's built-in components: `TerminalSettingsKit`, `UIKitSettingsKit`.
  ///   - store: Where the values are read and written.
  ///   - diagnosticHandler: Receives the reports of specifiers of unknown types; by
  ///     default the showing engine's `TableEngine.diagnosticHandler` does.
  @MainActor
  public func rootScreen<Kit: SettingsKit>(
    _ kit: Kit.Type, store: any SettingsStore,
    diagnosticHandler: (@MainActor (TableDiagnostic) -> Void)? = nil
  ) -> TableScreen {
    registerDefaults(in: store)
    return screen(kit, for: root, store: store, diagnosticHandler: diagnosticHandler)
  }

  /// The screen of `pane`, bound to `store`; its title is the pane's `Title`, else the file's
  /// name. Specifiers of unknown types show as plain rows and are reported once to the
  /// showing engine's `TableEngine.diagnosticHandler`, or to
  /// `diagnosticHandler` when one is given (child panes inherit it).
  @MainActor
  public func screen<Kit: SettingsKit>(
    _ kit: Kit.Type, for pane: SettingsPane, store: any SettingsStore,
    diagnosticHandler: (@MainActor (TableDiagnostic) -> Void)? = nil
  ) -> TableScreen {
    let title = pane.title ?? String(pane.file.split(separator: ".").first ?? "")
    var reported = false
    return SettingsScreenBuilder.screen(title: title, store: store) { screen in
      let diagnostics = unsupported(in: pane)
      if !reported, let handler = diagnosticHandler ?? screen?.engine?.diagnosticHandler {
        reported = true
        for diagnostic in diagnostics { handler(diagnostic) }
      }
      return sections(kit, for: pane, store: store, diagnosticHandler: diagnosticHandler)
    }
  }

  /// The sections of `pane` with the current values of `store`: what a screen shows; a pure
  /// function of the pane and the values. O(specifiers). Each row's identity is its
  /// specifier's position, so a refresh updates rows in place. `diagnosticHandler` is passed
  /// on to the screens of child panes.
  @MainActor
  public func sections<Kit: SettingsKit>(
    _ kit: Kit.Type, for pane: SettingsPane, store: any SettingsStore,
    diagnosticHandler: (@MainActor (TableDiagnostic) -> Void)? = nil
  ) -> [TableSection] {
    var sections: [TableSection] = []
    var current = TableSection(id: "\(pane.file)#top")
    func close() {
      if !current.rows.isEmpty || current.headerTitle != nil || current.footerTitle != nil {
        sections.append(current)
      }
    }
    for (index, specifier) in pane.specifiers.enumerated() {
      let id = "\(pane.file)#\(index)"
      switch specifier {
      case .group(let title, let footer):
        close()
        current = TableSection(id: id, headerTitle: title, footerTitle: footer)
      case .radioGroup(let group):
        close()
        let choice = group.choice
        sections.append(
          TableSection(
            id: id, headerTitle: choice.title.isEmpty ? nil : choice.title,
            footerTitle: group.footer,
            rows: Kit.radioGroup(
              choice.titles, values: choice.values, key: choice.key, in: store, id: id)))
        current = TableSection(id: "\(id)+")
      default:
        current.rows.append(
          row(kit, for: specifier, id: id, store: store, diagnosticHandler: diagnosticHandler))
      }
    }
    close()
    return sections
  }

  /// The diagnostics of the pane's specifiers of unknown types.
  public func unsupported(in pane: SettingsPane) -> [TableDiagnostic] {
    pane.specifiers.enumerated().compactMap { index, specifier in
      guard case .unknown(let type, _) = specifier else { return nil }
      let source = "\(pane.file), specifier \(index)"
      return TableDiagnostic(
        kind: .unsupportedInput(source: source),
        message:
          "\(source): the specifier type \(type) is not supported; it is shown as a plain row")
    }
  }

  @MainActor
  private func row<Kit: SettingsKit>(
    _ kit: Kit.Type, for specifier: SettingsSpecifier, id: String, store: any SettingsStore,
    diagnosticHandler: (@MainActor (TableDiagnostic) -> Void)?
  ) -> TableComponent {
    switch specifier {
    case .toggle(let toggle):
      return Kit.switchRow(
        toggle.title, key: toggle.key, in: store, on: toggle.trueValue, off: toggle.falseValue,
        id: id)
    case .textField(let field):
      return Kit.textField(field.title, key: field.key, in: store, traits: field.traits, id: id)
    case .titleValue(let value):
      return Kit.valueRow(value.title, key: value.key, in: store, id: id) { value.text(for: $0) }
    case .multiValue(let choice):
      // Nav's optionPicker keeps its own record of the choice; this list is bound to the store
      // instead, so it follows changes made elsewhere too, and the row can show ShortTitles.
      let index = choice.index(of: store.value(forKey: choice.key))
      let value = index.map { (choice.shortTitles ?? choice.titles)[$0] } ?? ""
      return Kit.navigationRow(choice.title, value: value, id: id) {
        SettingsScreenBuilder.screen(title: choice.title, store: store) { _ in
          [
            TableSection(
              id: "options",
              rows: Kit.radioGroup(
                choice.titles, values: choice.values, key: choice.key, in: store, id: id))
          ]
        }
      }
    case .slider(let slider):
      // The parser only makes sliders whose minimum is below their maximum; one made by hand
      // with an inverted or NaN range shows a slider fixed at its minimum (or 0).
      let lower = slider.minimumValue.isNaN ? 0 : slider.minimumValue
      let upper = slider.maximumValue.isNaN ? lower : max(lower, slider.maximumValue)
      return Kit.slider(slider.title, key: slider.key, in: store, range: lower...upper, id: id)
    case .childPane(let title, let file):
      return Kit.navigationRow(title, id: id) {
        guard let pane = panes[file.hasSuffix(".plist") ? file : file + ".plist"] else {
          return TableScreen(title: title) {}
        }
        return screen(kit, for: pane, store: store, diagnosticHandler: diagnosticHandler)
      }
    case .unknown(let type, let title):
      return Kit.textRow(title ?? type, id: id)
    case .group, .radioGroup:
      return Kit.textRow("", id: id)
    }
  }
}
