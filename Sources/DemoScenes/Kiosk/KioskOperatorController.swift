import TableKit

/// The operator's view, shown after the operator's chord and PIN and never to visitors: what the
/// kiosk runs, every problem of its catalog in full (as many lines as each takes, the list
/// scrolling), and what the operator can do there: reload the catalog, exit the kiosk. An inset
/// grouped table under the title "Operator", with Done in the bar, presented over the kiosk.
@MainActor
public final class KioskOperatorController: TableViewController {
  /// A line of the status section: what it is, and its value.
  public struct StatusLine: Hashable, Sendable {
    /// What the line says (`Catalog`).
    public var title: String
    /// Its value (the catalog file's path).
    public var value: String

    /// Creates a line.
    public init(_ title: String, _ value: String) {
      self.title = title
      self.value = value
    }
  }

  /// What the operator can do from the view.
  public enum Action: Hashable, Sendable, CaseIterable {
    /// Reads the catalog again now.
    case reloadCatalog
    /// Ends the kiosk, saving its state, as SIGTERM does.
    case exitKiosk

    /// The row's text.
    public var title: String {
      switch self {
      case .reloadCatalog: return "Reload Catalog"
      case .exitKiosk: return "Exit Kiosk"
      }
    }
  }

  /// The status lines, top to bottom.
  public private(set) var status: [StatusLine]
  /// The catalog's problems, each in full.
  public private(set) var problems: [String]
  /// Does what the operator chose; the kiosk sets it.
  public var perform: (@MainActor (Action) -> Void)?

  private enum Section: Int, CaseIterable {
    case status, problems, actions
  }

  /// Creates the view showing `status` and `problems`.
  public init(status: [StatusLine], problems: [String]) {
    self.status = status
    self.problems = problems
    super.init(style: .insetGrouped)
    title = "Operator"
    navigationItem.rightBarButtonItem = BarButtonItem(
      systemItem: .done,
      primaryAction: TableKit.Action { [unowned self] _ in dismiss(animated: true) })
  }

  /// Not made from archives: TableKit has none.
  required init?(coder: NSCoder) { nil }

  /// Rows as tall as their text.
  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = TableView.automaticDimension
    tableView.estimatedRowHeight = 60
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "operator")
  }

  /// Shows new status lines and problems (after a reload).
  public func update(status: [StatusLine], problems: [String]) {
    self.status = status
    self.problems = problems
    if isViewLoaded { tableView.reloadData() }
  }

  // MARK: - Data source

  /// Status, problems, actions.
  public override func numberOfSections(in tableView: TableView) -> Int {
    Section.allCases.count
  }

  /// A line per status, per problem (one saying there are none), per action.
  public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int)
    -> Int
  {
    switch Section(rawValue: section) {
    case .status: return status.count
    case .problems: return max(1, problems.count)
    case .actions: return Action.allCases.count
    case nil: return 0
    }
  }

  /// The section's title; the problems' says how many.
  public override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int)
    -> String?
  {
    switch Section(rawValue: section) {
    case .status: return "Status"
    case .problems:
      return problems.count == 1
        ? "1 Problem" : problems.isEmpty ? "Problems" : "\(problems.count) Problems"
    case .actions, nil: return nil
    }
  }

  /// A status line (title over value), a problem in full, or an action (Exit in red).
  public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "operator", for: indexPath)
    var content = ListContentConfiguration.subtitleCell()
    cell.selectionStyle = .none
    switch Section(rawValue: indexPath.section) {
    case .status:
      content.text = status[indexPath.row].title
      content.secondaryText = status[indexPath.row].value
      content.secondaryTextProperties.color = .secondaryLabel
    case .problems:
      content = .cell()
      content.text =
        problems.isEmpty ? "The catalog has no problems." : problems[indexPath.row]
      content.textProperties.color = problems.isEmpty ? .secondaryLabel : .label
    case .actions:
      content = .cell()
      let action = Action.allCases[indexPath.row]
      content.text = action.title
      content.textProperties.color = action == .exitKiosk ? .systemRed : .tint
      cell.selectionStyle = .default
    case nil:
      break
    }
    cell.contentConfiguration = content
    return cell
  }

  /// An action's row performs it.
  public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard Section(rawValue: indexPath.section) == .actions else { return }
    perform?(Action.allCases[indexPath.row])
  }
}
