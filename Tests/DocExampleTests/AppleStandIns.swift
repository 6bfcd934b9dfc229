// Stand-ins for the few UIKit and SwiftUI declarations the documentation's
// app examples use, where those frameworks do not exist (Linux). They let
// the examples compile against this package's real API; on Apple platforms
// the frameworks themselves are used. They do nothing.

import Foundation

#if !canImport(UIKit)
final class UITableView {
  func reloadData() {}
}

class UITableViewCell {
  var accessibilityLabel: String?
  var accessibilityCustomActions: [UIAccessibilityCustomAction]?
}

final class UIAccessibilityCustomAction {
  init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {}
}

extension IndexPath {
  /// UIKit's row of an index path.
  var row: Int { self[1] }
}

class UIDropSession {}

final class UITableViewDropCoordinator {
  let session = UIDropSession()
  var destinationIndexPath: IndexPath? { nil }
}

struct UITableViewDropProposal {
  enum Operation { case cancel, forbidden, copy, move }
  enum Intent { case unspecified, insertAtDestinationIndexPath }
  init(operation: Operation, intent: Intent = .unspecified) {}
}

@MainActor
protocol UITableViewDropDelegate {
  func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal
  func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator)
}

enum UIAccessibility {
  struct Notification {
    static let announcement = Notification()
    static let layoutChanged = Notification()
  }

  static func post(notification: Notification, argument: Any?) {}
}
#endif

#if !canImport(SwiftUI)
@MainActor
protocol View {}

@resultBuilder
enum ViewBuilder {
  static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

struct Text: View {
  init(_ text: String) {}
}

struct Button: View {
  init(_ label: String, action: @escaping () -> Void) {}
}

struct ForEach<Data: RandomAccessCollection, Content: View>: View {
  init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
  where Data.Element: Identifiable {}
  init<ID: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {}

  func dropDestination<Item>(
    for type: Item.Type, action: @escaping ([Item], Int) -> Void
  ) -> some View { self }

  func onMove(perform action: @escaping (IndexSet, Int) -> Void) -> some View { self }
}

struct List<Content: View>: View {
  init(@ViewBuilder content: () -> Content) {}
}

enum AccessibilityChildBehavior {
  case combine
}

struct AccessibilityTraits: OptionSet {
  let rawValue: Int
  static let isSelected = AccessibilityTraits(rawValue: 1)
}

extension View {
  func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
  func accessibilityAction(named name: String, _ handler: @escaping () -> Void) -> some View {
    self
  }
  func accessibilityElement(children: AccessibilityChildBehavior) -> some View { self }
  func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
    self
  }
}

@propertyWrapper
struct State<Value> {
  private final class Box {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
  private let box: Box
  var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
  init(wrappedValue: Value) { box = Box(wrappedValue) }
  init(initialValue: Value) { box = Box(initialValue) }
}

struct EnvironmentValues {
  var undoManager: UndoManager? { nil }
}

@propertyWrapper
struct Environment<Value> {
  let keyPath: KeyPath<EnvironmentValues, Value>
  init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
  var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

struct LocalizedStringResource: ExpressibleByStringLiteral {
  init(stringLiteral value: String) {}
}

struct AccessibilityActionCategory {
  init(_ name: LocalizedStringResource) {}
}

extension View {
  func onAppear(perform action: @escaping () -> Void) -> some View { self }
  func onChange<Value: Equatable>(
    of value: Value, _ action: @escaping (Value, Value) -> Void
  ) -> some View { self }
  func accessibilityActions<Content: View>(
    category: AccessibilityActionCategory, @ViewBuilder _ content: () -> Content
  ) -> some View { self }
  func confirmationDialog<Presented, Actions: View>(
    _ title: String, isPresented: Binding<Bool>, presenting data: Presented?,
    @ViewBuilder actions: (Presented) -> Actions
  ) -> some View { self }
}

struct Binding<Value> {
  init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
}

enum AccessibilityNotification {
  struct Announcement {
    init(_ text: String) {}
    func post() {}
  }
}
#endif

#if !canImport(ObjectiveC)
import ReorderCommands

/// Foundation's undo manager, which Linux does not have.
@MainActor
final class UndoManager: UndoRegistrar {
  func registerUndo(
    named name: String, target: AnyObject, _ action: @escaping @MainActor @Sendable () -> Void
  ) {}
  func removeAllActions(withTarget target: Any) {}
  func removeAllActions() {}
  func undo() {}
  func redo() {}
  var canUndo: Bool { false }
  var canRedo: Bool { false }
}
#endif
