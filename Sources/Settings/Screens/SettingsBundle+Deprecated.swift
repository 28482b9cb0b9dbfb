import ComponentTable

// The spellings of the bundle's screens that took a diagnostic handler they never called (the
// root screen reports the bundle's diagnostics), kept compiling for one release. They carry no
// `renamed:`: a fix-it can rename a call but not drop an argument.
extension SettingsBundle {
  /// The screen of `pane`; `diagnosticHandler` is not called.
  @available(
    *, deprecated, message: "diagnosticHandler is never called; leave it out: screen(_:for:title:store:hooks:)"
  )
  @MainActor
  public func screen<Kit: SettingsKit>(
    _ kit: Kit.Type, for pane: SettingsPane, title: String? = nil, store: any SettingsStore,
    hooks: SettingsBundleHooks = SettingsBundleHooks(),
    diagnosticHandler: (@MainActor (TableDiagnostic) -> Void)?
  ) -> TableScreen {
    screen(kit, for: pane, title: title, store: store, hooks: hooks)
  }

  /// The sections of `pane`; `diagnosticHandler` is not called.
  @available(*, deprecated, message: "diagnosticHandler is never called; leave it out: sections(_:for:store:hooks:)")
  @MainActor
  public func sections<Kit: SettingsKit>(
    _ kit: Kit.Type, for pane: SettingsPane, store: any SettingsStore,
    hooks: SettingsBundleHooks = SettingsBundleHooks(),
    diagnosticHandler: (@MainActor (TableDiagnostic) -> Void)?
  ) -> [TableSection] {
    sections(kit, for: pane, store: store, hooks: hooks)
  }
}
