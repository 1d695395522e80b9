import TableKit
/// The example tables shared by the demo, the kiosk and the screenshot tests.
public enum DemoScenes {}
