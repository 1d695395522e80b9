import TableKit

/// The demo's keys, over the window's middle, shown and hidden by H or ?.
@MainActor
public final class DemoKeysHelpView: View {
  /// The lines shown: a key and what it does.
  public static let keys: [(String, String)] = [
    ("1 – 9", "switch scenes"),
    ("↑ ↓  Page Up  Page Down", "move the focus (Home, End too)"),
    ("Return  Space", "open the focused row"),
    ("Escape", "end the search, close the menu, swipe, alert or screen"),
    ("Alt+←  mouse back button", "go back"),
    ("Menu  Shift+F10", "the row's context menu (or a right click)"),
    ("D", "light or dark"),
    ("Ctrl+Plus  Ctrl+Minus  Ctrl+0", "larger, smaller, default text size"),
    ("F", "frame times: fps, layout, draw list, replay"),
    ("H  ?", "this help"),
    ("Ctrl+Q", "quit (Escape never does)"),
  ]

  private let title = Label()
  private var keyLabels: [Label] = []
  private var meaningLabels: [Label] = []
  private let rowHeight: CGFloat = 26

  /// Creates the help, hidden.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    backgroundColor = Color(white: 0.1, alpha: 0.9)
    cornerRadius = 14
    isHidden = true
    isUserInteractionEnabled = false
    title.text = "Keys"
    title.font = .boldSystemFont(ofSize: 20)
    title.textColor = .white
    addSubview(title)
    for (key, meaning) in Self.keys {
      let keyLabel = Label()
      keyLabel.text = key
      keyLabel.font = .boldSystemFont(ofSize: 15)
      keyLabel.textColor = .white
      let meaningLabel = Label()
      meaningLabel.text = meaning
      meaningLabel.font = .systemFont(ofSize: 15)
      meaningLabel.textColor = Color(white: 0.85, alpha: 1)
      keyLabels.append(keyLabel)
      meaningLabels.append(meaningLabel)
      addSubview(keyLabel)
      addSubview(meaningLabel)
    }
  }

  /// The help's size.
  public static let size = CGSize(width: 700, height: 56 + 26 * CGFloat(keys.count) + 16)

  public override func layoutSubviews() {
    title.frame = CGRect(x: 20, y: 16, width: bounds.width - 40, height: 28)
    for (index, keyLabel) in keyLabels.enumerated() {
      let y = 56 + rowHeight * CGFloat(index)
      keyLabel.frame = CGRect(x: 20, y: y, width: 250, height: rowHeight)
      meaningLabels[index].frame = CGRect(
        x: 280, y: y, width: bounds.width - 300, height: rowHeight)
    }
  }
}
