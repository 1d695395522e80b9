import TableKit

/// Settings ▸ Display & Brightness ▸ Reading: a preview of a paragraph over three rows whose
/// accessories are UIKit's common controls, each changing the preview at once, as iOS's
/// Settings pages use them: a segmented control for the alignment, a slider for the text
/// size, a stepper for the lines shown (its value in the row's detail).
@MainActor
final class ReadingSettingsController: TableViewController {
  /// The preview's alignment, size and lines.
  private(set) var alignment = TextAlignment.natural
  private(set) var fontSize: CGFloat = 17
  private(set) var lines = 2

  /// The controls, kept so that their values survive the rows' reuse.
  let alignmentControl = SegmentedControl(items: ["Natural", "Center", "Right"])
  let sizeSlider = Slider(frame: CGRect(x: 0, y: 0, width: 150, height: 31))
  let linesStepper = Stepper()

  private static let paragraph =
    "Tables show lists of things: a row for each, grouped in sections, scrolling under the bars "
    + "at the top and the bottom of the screen, as the apps on a phone do every day."

  init() {
    super.init(style: .insetGrouped)
    title = "Reading"
    alignmentControl.selectedSegmentIndex = 0
    alignmentControl.addAction(
      Action { [weak self] _ in self?.alignmentChanged() }, for: .valueChanged)
    sizeSlider.minimumValue = 12
    sizeSlider.maximumValue = 28
    sizeSlider.value = Float(fontSize)
    sizeSlider.addAction(Action { [weak self] _ in self?.sizeChanged() }, for: .valueChanged)
    linesStepper.minimumValue = 1
    linesStepper.maximumValue = 5
    linesStepper.value = Double(lines)
    linesStepper.addAction(Action { [weak self] _ in self?.linesChanged() }, for: .valueChanged)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = TableView.automaticDimension
    tableView.estimatedRowHeight = 44
  }

  // MARK: - Changes

  private func alignmentChanged() {
    alignment = [.natural, .center, .right][max(0, min(2, alignmentControl.selectedSegmentIndex))]
    refreshPreview()
  }

  private func sizeChanged() {
    fontSize = CGFloat(sizeSlider.value.rounded())
    refreshPreview()
  }

  private func linesChanged() {
    lines = Int(linesStepper.value)
    tableView.reconfigureRows(at: [IndexPath(row: 2, section: 1)])
    refreshPreview()
  }

  /// The preview row changes height with its text, animated as UIKit's
  /// `beginUpdates`/`endUpdates` idiom does.
  private func refreshPreview() {
    tableView.reconfigureRows(at: [IndexPath(row: 0, section: 0)])
    tableView.beginUpdates()
    tableView.endUpdates()
  }

  // MARK: - Data source

  override func numberOfSections(in tableView: TableView) -> Int { 2 }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    section == 0 ? 1 : 3
  }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    guard indexPath.section == 1 else {
      let cell = TableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = Self.paragraph
      cell.textLabel?.numberOfLines = lines
      cell.textLabel?.textAlignment = alignment
      cell.textLabel?.font = .systemFont(ofSize: fontSize)
      cell.selectionStyle = .none
      return cell
    }
    let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
    cell.selectionStyle = .none
    switch indexPath.row {
    case 0:
      cell.textLabel?.text = "Alignment"
      cell.accessoryView = alignmentControl
    case 1:
      cell.textLabel?.text = "Size"
      cell.accessoryView = sizeSlider
    default:
      cell.textLabel?.text = "Lines"
      cell.detailTextLabel?.text = "\(lines)"
      cell.accessoryView = linesStepper
    }
    return cell
  }

  override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    section == 0 ? "Preview" : "Text"
  }

  override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    section == 1 ? "The preview follows each control as it moves." : nil
  }
}
