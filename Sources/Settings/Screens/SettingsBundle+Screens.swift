import ComponentTable

extension SettingsBundle {
  /// The root pane as a screen of built-in rows bound to `store` (every host draws them), after
  /// registering every `DefaultValue` in the store. Child panes and multi-value pickers open
  /// as screens of their own, titled by the row that opens them (as iOS titles them); every
  /// screen refreshes when a value in the store changes.
  ///
  /// Every diagnostic of the bundle (``diagnostics``, of every pane) is reported once
  /// (`TableDiagnostic.report(_:)`, as `TableDiagnostic.Kind.unsupportedInput(source:)`), when
  /// the root screen is first shown, not when a pane opens.
  ///
  /// ```swift
  /// let bundle = try SettingsBundle(contentsOf: bundleURL)
  /// try navigator.push(bundle.rootScreen(store: store))
  /// ```
  ///
  /// - Parameters:
  ///   - store: Where the values are read and written.
  ///   - title: The root screen's title: the app's name, as the Settings app shows it
  ///     (`Bundle.main`'s display name in an app; the demo passes the bundle folder's name).
  ///     By default the root pane's `Title`, else "Settings".
  ///   - hooks: What the screens ask the app (InAppSettingsKit's button taps, URLs, mail,
  ///     app-made screens, custom rows, run-time options, hidden keys); shared by the child
  ///     screens. By default nothing is asked and nothing hidden.
  @MainActor
  public func rootScreen(
    store: any SettingsStore, title: String? = nil,
    hooks: SettingsBundleHooks = SettingsBundleHooks()
  ) -> TableScreen {
    registerDefaults(in: store)
    let diagnostics = diagnostics + storeDiagnostics(store)
    var reported = false
    return screen(
      for: root, title: title ?? root.title ?? "Settings", store: store, hooks: hooks
    ) { screen in
      guard !reported, screen?.engine != nil else { return }
      reported = true
      for diagnostic in diagnostics + unsuppliedOptions(hooks) {
        TableDiagnostic.report(Self.tableDiagnostic(diagnostic))
      }
    }
  }

  /// The choices that leave their options to the app (no `Titles` and no `Values`, as
  /// InAppSettingsKit bundles write them) while `hooks` supply none: their lists open empty.
  /// Asked when the root is first shown, after the app has set its hooks.
  @MainActor
  private func unsuppliedOptions(_ hooks: SettingsBundleHooks) -> [SettingsError] {
    paneFiles.compactMap { panes[$0] }.flatMap { pane in
      pane.specifiers.indices.compactMap { position -> SettingsError? in
        let index = pane.sourceIndices[position]
        let choice: SettingsSpecifier.Choice
        switch pane.specifiers[position] {
        case .multiValue(let multiValue): choice = multiValue
        case .radioGroup(let group): choice = group.choice
        default: return nil
        }
        guard choice.values.isEmpty, hooks.options(choice.key) == nil,
          !diagnostics.contains(where: { $0.file == pane.file && $0.index == index })
        else { return nil }
        return SettingsError(
          file: pane.file, index: index, problem: .noOptions,
          outcome: "the list opens empty; the app supplies options through SettingsBundleHooks.options")
      }
    }
  }

  /// What is wrong with showing the bundle's values from `store`: a `UserDefaults` store of
  /// another domain than the app group the Settings app keeps them in.
  @MainActor
  private func storeDiagnostics(_ store: any SettingsStore) -> [SettingsError] {
    guard let group = applicationGroup, let defaultsStore = store as? UserDefaultsSettingsStore,
      defaultsStore.domainName != group
    else { return [] }
    let domain = defaultsStore.defaults == .standard ? nil : defaultsStore.domainName
    return [
      SettingsError(
        file: root.file, problem: .storeOutsideApplicationGroup(group: group, storeDomain: domain),
        outcome: "open the store with UserDefaultsSettingsStore(for:)")
    ]
  }

  /// A bundle diagnostic as the engine's diagnostics report it.
  static func tableDiagnostic(_ error: SettingsError) -> TableDiagnostic {
    let file = error.file ?? ""
    let source = error.index.map { "\(file), specifier \($0)" } ?? file
    return TableDiagnostic(kind: .unsupportedInput(source: source), message: error.description)
  }

  /// The screen of `pane`, bound to `store`, titled `title` (by default the pane's `Title`,
  /// else nothing). The bundle's diagnostics are reported by
  /// ``rootScreen(store:title:hooks:)``, not here.
  @MainActor
  package func screen(
    for pane: SettingsPane, title: String? = nil, store: any SettingsStore,
    hooks: SettingsBundleHooks = SettingsBundleHooks()
  ) -> TableScreen {
    screen(for: pane, title: title ?? pane.title ?? "", store: store, hooks: hooks) { _ in }
  }

  @MainActor
  private func screen(
    for pane: SettingsPane, title: String, store: any SettingsStore,
    hooks: SettingsBundleHooks, onBuild: @escaping @MainActor (TableScreen?) -> Void
  ) -> TableScreen {
    SettingsScreenBuilder.screen(title: title, store: store, alsoObserving: hooks.changes) {
      screen in
      onBuild(screen)
      return sections(for: pane, store: store, hooks: hooks)
    }
  }

  /// The sections of `pane` with the current values of `store`: what a screen shows; a pure
  /// function of the pane and the values. O(specifiers). Each row's identity is its
  /// specifier's position, so a refresh updates rows in place. Rows whose
  /// `SettingsSpecifier.identifier` is in `hooks.hiddenKeys` are left out (a hidden radio
  /// group with its section). The bundle's diagnostics are reported by
  /// ``rootScreen(store:title:hooks:)``, not here.
  @MainActor
  package func sections(
    for pane: SettingsPane, store: any SettingsStore,
    hooks: SettingsBundleHooks = SettingsBundleHooks()
  ) -> [TableSection] {
    var sections: [TableSection] = []
    var current = TableSection(id: "\(pane.file)#top")
    func close() {
      if isGroupHidden { return }
      if !current.rows.isEmpty || current.headerTitle != nil || current.footerTitle != nil {
        sections.append(current)
      }
    }
    var isGroupHidden = false
    for (position, specifier) in pane.specifiers.enumerated() {
      let id = "\(pane.file)#\(pane.sourceIndices[position])"
      if let identifier = specifier.identifier, hooks.hiddenKeys.contains(identifier) { continue }
      switch specifier {
      case .group(let title, let footer):
        close()
        current = TableSection(id: id, headerTitle: title, footerTitle: footer)
        // A hidden group (InAppSettingsKit hides one by its Key) hides its rows too.
        isGroupHidden = pane.groupKeys[position].map(hooks.hiddenKeys.contains) ?? false
      case .radioGroup(let group):
        // A radio group is a group of its own, so it ends a hidden one.
        close()
        isGroupHidden = false
        let choice = hooks.runTimeOptions(group.choice)
        sections.append(
          TableSection(
            id: id, headerTitle: choice.title.isEmpty ? nil : choice.title,
            footerTitle: group.footer,
            rows: TableComponent.radioGroup(
              choice.titles, values: choice.values, key: choice.key, in: store, id: id)))
        current = TableSection(id: "\(id)+")
      default:
        if !isGroupHidden {
          current.rows.append(row(for: specifier, id: id, store: store, hooks: hooks))
        }
      }
    }
    close()
    return sections
  }

  /// The diagnostics of `pane`'s file, as the engine's diagnostics report them.
  package func unsupported(in pane: SettingsPane) -> [TableDiagnostic] {
    diagnostics(in: pane).map(Self.tableDiagnostic)
  }

  @MainActor
  private func row(
    for specifier: SettingsSpecifier, id: String, store: any SettingsStore,
    hooks: SettingsBundleHooks
  ) -> TableComponent {
    switch specifier {
    case .toggle(let toggle):
      return TableComponent.switchRow(
        toggle.title, isOn: .key(toggle.key, in: store, on: toggle.trueValue, off: toggle.falseValue),
        id: id)
    case .textField(let field):
      return TableComponent.textFieldRow(field.title, text: .key(field.key, in: store), traits: field.traits, id: id)
    case .titleValue(let value):
      return TableComponent.valueRow(value.title, key: value.key, in: store, id: id) { value.text(for: $0) }
    case .multiValue(let bundleChoice):
      let choice = hooks.runTimeOptions(bundleChoice)
      // Nav's optionPicker keeps its own record of the choice; this list is bound to the store
      // instead, so it follows changes made elsewhere too, and the row can show ShortTitles.
      // A value that is none of the options (a DefaultValue outside Values) shows no value,
      // as the Settings app shows none; the loader reports such a default.
      let index = choice.index(of: store.value(forKey: choice.key))
      let value = index.map { (choice.shortTitles ?? choice.titles)[$0] } ?? ""
      return TableComponent.navigationRow(choice.title, value: value, id: id) {
        SettingsScreenBuilder.screen(title: choice.title, store: store, alsoObserving: hooks.changes) { _ in
          let choice = hooks.runTimeOptions(bundleChoice)
          return [
            TableSection(
              id: "options", footerTitle: choice.footer,
              rows: TableComponent.radioGroup(
                choice.titles, values: choice.values, key: choice.key, in: store, id: id))
          ]
        }
      }
      .lockedIfForced(choice.key, in: store)
    case .slider(let slider):
      // The parser only makes sliders whose minimum is below their maximum; one made by hand
      // with an inverted or NaN range shows a slider fixed at its minimum (or 0).
      let lower = slider.minimumValue.isNaN ? 0 : slider.minimumValue
      let upper = slider.maximumValue.isNaN ? lower : max(lower, slider.maximumValue)
      return TableComponent.sliderRow(
        slider.title, value: .key(slider.key, in: store, default: lower), range: lower...upper, id: id)
    case .childPane(let title, let file):
      // iOS titles a child pane with the row's Title, not the pane's.
      return TableComponent.navigationRow(title, id: id) {
        guard let pane = panes[Self.paneFile(forChild: file)] else {
          return TableScreen(title: title) {}
        }
        return screen(for: pane, title: title, store: store, hooks: hooks)
      }
    case .unknown(let type, let title):
      return TableComponent.textRow(title ?? type, id: id)
    case .group, .radioGroup:
      return TableComponent.textRow("", id: id)
    case .button, .textView, .datePicker, .appPane, .openURL, .mailCompose, .custom:
      return inAppSettingsKitRow(for: specifier, id: id, store: store, hooks: hooks)
    }
  }
}
