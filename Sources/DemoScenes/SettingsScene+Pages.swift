import TableKit

extension SettingsScene {
  /// The page a row of the main screen opens, or nil for rows that act in place.
  func page(forRowTitled title: String) -> ViewController? {
    switch title {
    case "Wi-Fi":
      let networks = sections[1].rows.filter { $0.trailing == .choice }.map(\.title)
      return SettingsPageController(
        title: "Wi-Fi",
        sections: [
          SettingsPageController.Section(
            header: "Networks", footer: nil, rows: networks.map { .option($0) })
        ],
        choice: .init(
          chosen: { [unowned self] in chosenNetworkName },
          choose: { [unowned self] in chooseNetwork(named: $0) }),
        appearance: appearance)
    case "Notifications":
      return optionsPage(
        title: "Notifications", header: "Show Previews",
        options: ["Always", "When Unlocked", "Never"], key: "previews")
    case "General":
      return generalPage()
    case "Personal Hotspot":
      return hotspotPage()
    case "Display & Brightness":
      return displayPage()
    default:
      return nil
    }
  }

  /// General: About, Auto-Lock and the language, as iOS's General page.
  private func generalPage() -> ViewController {
    SettingsPageController(
      title: "General",
      sections: [
        .init(
          header: nil, footer: nil,
          rows: [
            .link("About", value: { nil }, open: { [unowned self] in aboutPage() }),
            .info("Software Update", "Up to date"),
          ]),
        .init(
          header: nil, footer: "The screen turns off after this long without a touch.",
          rows: [
            .link(
              "Auto-Lock", value: { [unowned self] in choices["autoLock"] },
              open: { [unowned self] in
                optionsPage(
                  title: "Auto-Lock", header: nil,
                  options: ["30 Seconds", "1 Minute", "2 Minutes", "5 Minutes", "Never"],
                  key: "autoLock")
              })
          ]),
        .init(
          header: nil, footer: nil,
          rows: [.info("Language", "English"), .info("Region", "United States")]),
      ],
      appearance: appearance)
  }

  /// Display & Brightness: the demo's appearance (Automatic follows the desktop) and a link to
  /// its text size, both the application's (`DemoDisplaySettings`), as iOS's page sets the
  /// device's.
  private func displayPage() -> ViewController {
    let display = DemoDisplaySettings.shared
    return SettingsPageController(
      title: "Display & Brightness",
      sections: [
        .init(
          header: "Appearance", footer: "Automatic follows the desktop's light or dark setting.",
          rows: DemoDisplaySettings.Appearance.allCases.map { .option($0.title) }),
        .init(
          header: nil, footer: "Ctrl+Plus and Ctrl+Minus change the text size from any scene.",
          rows: [
            .link(
              "Text Size", value: { DemoDisplaySettings.title(of: display.textSize) },
              open: { [unowned self] in textSizePage() }),
            .link("Reading", value: { nil }, open: { ReadingSettingsController() }),
          ]),
      ],
      choice: .init(
        chosen: { display.appearance.title },
        choose: { title in
          if let appearance = DemoDisplaySettings.Appearance(title: title) {
            display.appearance = appearance
          }
        }),
      appearance: appearance)
  }

  /// Text Size: the twelve sizes, the standard ones then the accessibility ones, as iOS's
  /// Larger Text page.
  private func textSizePage() -> ViewController {
    let display = DemoDisplaySettings.shared
    let standard = DemoDisplaySettings.textSizes.filter { !$0.isAccessibilityCategory }
    let larger = DemoDisplaySettings.textSizes.filter(\.isAccessibilityCategory)
    return SettingsPageController(
      title: "Text Size",
      sections: [
        .init(
          header: "Text Size", footer: nil,
          rows: standard.map { .option(DemoDisplaySettings.title(of: $0)) }),
        .init(
          header: "Larger Accessibility Sizes",
          footer: "Apps that support Dynamic Type adjust to your preferred reading size.",
          rows: larger.map { .option(DemoDisplaySettings.title(of: $0)) }),
      ],
      choice: .init(
        chosen: { DemoDisplaySettings.title(of: display.textSize) },
        choose: { title in
          if let size = DemoDisplaySettings.textSize(titled: title) { display.textSize = size }
        }),
      appearance: appearance)
  }

  /// Personal Hotspot: whether others may join, and the network's password, as iOS's page.
  private func hotspotPage() -> ViewController {
    SettingsPageController(
      title: "Personal Hotspot",
      sections: [
        .init(
          header: "Allow Others to Join",
          footer: "Others can look for your shared network using Wi-Fi while this is on.",
          rows: [.option("On"), .option("Off")]),
        .init(header: nil, footer: nil, rows: [.info("Wi-Fi Password", "tablekit-demo")]),
      ],
      choice: .init(
        chosen: { [unowned self] in choices["hotspot"] ?? "" },
        choose: { [unowned self] in choose($0, for: "hotspot") }),
      appearance: appearance)
  }

  /// About: what this device is, as values.
  private func aboutPage() -> ViewController {
    SettingsPageController(
      title: "About",
      sections: [
        .init(
          header: nil, footer: nil,
          rows: [
            .info("Name", "TableKit Demo"), .info("Software Version", "1.0 (42)"),
            .info("Model Name", "SDL2 Window"), .info("Renderer", "SDL2"),
          ]),
        .init(
          header: nil, footer: "TableKit draws every row of this screen with SDL2.",
          rows: [.info("Rows", "10,000,000 and more"), .info("Languages", "2 directions")]),
      ],
      appearance: appearance)
  }

  /// A list of options under `header`, checked by `choices[key]`.
  private func optionsPage(title: String, header: String?, options: [String], key: String)
    -> ViewController
  {
    SettingsPageController(
      title: title,
      sections: [.init(header: header, footer: nil, rows: options.map { .option($0) })],
      choice: .init(
        chosen: { [unowned self] in choices[key] ?? "" },
        choose: { [unowned self] in choose($0, for: key) }),
      appearance: appearance)
  }
}
