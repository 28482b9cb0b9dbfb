#if canImport(UIKit) && !os(watchOS)
  // Left out on tvOS with the rest of the settings kit (see UIKitSettingsCells.swift).
  #if !os(tvOS)
    import ComponentTable
    import UIKit

    /// The UIKit host's view classes for the built-in settings components.
    ///
    /// A screen written against `SettingsKit` runs on iOS unchanged: pass this kit where the
    /// terminal demo passes `TerminalSettingsKit`.
    ///
    /// ```swift
    /// let engine = TableEngine(tableView: tableView, delegate: self)
    /// try engine.addSection(TableSection(header: UIKitSettingsKit.sectionTitle("Network"), rows: [
    ///   UIKitSettingsKit.switchRow("Wi-Fi", isOn: model.wifi) { model.wifi = $0 },
    /// ]))
    /// ```
    ///
    /// Not available on tvOS, which has no `UISwitch` or `UIStepper`.
    public enum UIKitSettingsKit: SettingsKit {
      /// A `.default` cell with the title in its list content configuration.
      public typealias TextCell = UIKitTextCell
      /// A `.subtitle` cell: the subtitle under the title.
      public typealias SubtitleCell = UIKitSubtitleCell
      /// A `.value1` cell: the value beside the title, or under it when both do not fit, with
      /// a disclosure indicator for a row that opens a screen.
      public typealias ValueCell = UIKitValueCell
      /// A cell with a `UISwitch`.
      public typealias SwitchCell = UIKitSwitchCell
      /// A cell with the checkmark accessory.
      public typealias CheckmarkCell = UIKitCheckmarkCell
      /// A cell whose title is tinted, or red when destructive.
      public typealias ButtonCell = UIKitButtonCell
      /// A cell with a `UITextField`.
      public typealias TextFieldCell = UIKitTextFieldCell
      /// A `.value1` cell with a `UIStepper`.
      public typealias StepperCell = UIKitStepperCell
      /// A `.value1` cell with a `UISlider`.
      public typealias SliderCell = UIKitSliderCell
      /// A header with the title in small capitals.
      public typealias SectionTitleView = UIKitSectionTitleView
      /// A footer with a wrapped note.
      public typealias FooterNoteView = UIKitFooterNoteView
      /// A header card with an avatar, a name and a detail line.
      public typealias ProfileCardView = UIKitProfileCardView
    }
  #endif
#endif
