/// Each sentence and phrase the command layer's renderer can say, by its
/// key in a ``Catalog``.
///
/// The session's own sentences are `SessionMessage`, and the web page's
/// `WebMessage`, in the libraries above this one.
///
/// A text is a template: `{name}` is replaced by a value, such as `{title}`,
/// `{position}` or `{day}`; a message that counts has a text for each plural
/// form its language needs. The words come from the renderer's
/// ``AnnouncementRenderer/catalog`` (English unless another is given), and
/// any one message can be replaced with ``AnnouncementRenderer/templates``.
/// The raw values are the catalog's keys, and stable.
public enum CommandMessage: String, CaseIterable, Hashable, Sendable {
  // Moves. Values: {title}, {position}, {day}; {move} in refusals.
  case moved = "moved"
  case movedTerse = "moved.terse"
  case alreadyThere = "alreadyThere"
  case alreadyThereTerse = "alreadyThere.terse"

  // Refusals: a lead with {title}, {move} and {reason}, and one reason each.
  case refused = "refused"
  case refusedTerse = "refused.terse"
  case refusedWithoutMove = "refused.withoutMove"
  case refusedWithoutMoveTerse = "refused.withoutMove.terse"
  /// A refusal too long with its reason: the item's whole name and the
  /// move, the reason given way.
  case refusedWithoutReason = "refused.withoutReason"
  case reasonGameIsFixed = "reason.gameIsFixed"
  case reasonItemIsFixed = "reason.itemIsFixed"
  case reasonAlreadyFirst = "reason.alreadyFirst"
  case reasonAlreadyLast = "reason.alreadyLast"
  case reasonNoSuchDay = "reason.noSuchDay"
  case reasonNoSuchDayInOneDayTrip = "reason.noSuchDay.oneDay"
  case reasonNoSuchDayInTwoDayTrip = "reason.noSuchDay.twoDays"
  case reasonMustStayWithinDays = "reason.mustStayWithinDays"
  /// Two days next to each other: "within days 1 and 2", not "1 to 2".
  case reasonMustStayWithinTwoDays = "reason.mustStayWithinDays.two"
  case reasonMustStayOnDay = "reason.mustStayOnDay"
  case reasonNoSuchPosition = "reason.noSuchPosition"
  case reasonNoSuchPositionTwo = "reason.noSuchPosition.two"
  case reasonOnlyPosition = "reason.onlyPosition"
  case reasonMustStayAfter = "reason.mustStayAfter"
  case reasonMustStayBefore = "reason.mustStayBefore"
  case reasonSameItem = "reason.sameItem"
  case reasonNoSuchOtherItem = "reason.noSuchOtherItem"
  case reasonAnotherItemGrabbed = "reason.anotherItemGrabbed"
  /// Why a menu entry that would change nothing is not available.
  case reasonAlreadyThere = "reason.alreadyThere"

  // The words of a move, as a refusal says them: {day}, {position}, {other}.
  case moveUp = "move.up"
  case moveDown = "move.down"
  case moveToTop = "move.toTop"
  case moveToBottom = "move.toBottom"
  case moveToDay = "move.toDay"
  case moveToPosition = "move.toPosition"
  case moveBefore = "move.before"
  case moveAfter = "move.after"
  case otherItem = "move.otherItem"
  /// A position move, in a refusal too long with the day: {position}.
  case moveToPositionShort = "move.toPosition.short"
  /// A move next to another item, in a refusal too long with its title.
  case moveThere = "move.there"

  // Undo and redo: {title}, {position}, {day}.
  case undone = "undone"
  case undoneTerse = "undone.terse"
  case redone = "redone"
  case redoneTerse = "redone.terse"
  case nothingToUndo = "nothingToUndo"
  case nothingToRedo = "nothingToRedo"

  // Grab mode: {title}, {position}, {day}; {grabbed} and {other} when waiting.
  case grabbed = "grabbed"
  case grabbedTerse = "grabbed.terse"
  case alreadyGrabbed = "alreadyGrabbed"
  case grabbedLocation = "grabbedLocation"
  case grabbedLocationTerse = "grabbedLocation.terse"
  case dropped = "dropped"
  case droppedTerse = "dropped.terse"
  case cancelled = "cancelled"
  case cancelledTerse = "cancelled.terse"
  case nothingGrabbed = "nothingGrabbed"
  case undoWhileGrabbed = "whileGrabbed.undo"
  case redoWhileGrabbed = "whileGrabbed.redo"
  case grabWhileGrabbed = "whileGrabbed.grab"
  case focusWhileGrabbed = "whileGrabbed.focus"
  case openWhileGrabbed = "whileGrabbed.open"
  case saveWhileGrabbed = "whileGrabbed.save"
  case exportWhileGrabbed = "whileGrabbed.export"

  // Where an item is: {title}, {kind}, {position}, {day}.
  case location = "location"
  case locationTerse = "location.terse"
  /// Where a selected item is.
  case locationSelected = "location.selected"
  case locationSelectedTerse = "location.selected.terse"
  case kindGame = "kind.game"
  case kindFixed = "kind.fixed"
  case kindTravel = "kind.travel"
  case kindCustom = "kind.custom"

  // Verbose details, after the normal sentence.
  case detailDay = "detail.day"
  case detailItemCount = "detail.itemCount"
  case detailBetween = "detail.between"
  case detailAfter = "detail.after"
  case detailBefore = "detail.before"
  case detailStaysAt = "detail.staysAt"

  // Other outcomes.
  /// A menu action refused because the trip changed since the menu: {title}.
  case staleAction = "staleAction"
  case staleActionTerse = "staleAction.terse"
  /// An editing action refused because the trip changed since the menu:
  /// {title}.
  case staleAdd = "staleAction.add"
  case staleRemove = "staleAction.remove"
  case staleDelete = "staleAction.delete"
  case staleRename = "staleAction.rename"
  case noItems = "noItems"
  case noSuchItem = "noSuchItem"

  // Edits: {title}, {position}, {day}; {old} for a rename;
  // {move} and {reason} in refusals.
  case added = "added"
  case addedTerse = "added.terse"
  case removed = "removed"
  case removedTerse = "removed.terse"
  case deleted = "deleted"
  case renamed = "renamed"
  case renamedTerse = "renamed.terse"
  case alreadyTitled = "alreadyTitled"
  case alreadyTitledTerse = "alreadyTitled.terse"
  case refusedAdd = "refused.add"
  case refusedAddWithoutReason = "refused.add.withoutReason"
  case refusedAddWithoutMove = "refused.add.withoutMove"
  case refusedAddUntitled = "refused.add.untitled"
  case refusedRemove = "refused.remove"
  case refusedRemoveTerse = "refused.remove.terse"
  case refusedDelete = "refused.delete"
  case refusedDeleteTerse = "refused.delete.terse"
  case refusedRename = "refused.rename"
  case refusedRenameTerse = "refused.rename.terse"
  case reasonIDTaken = "reason.idTaken"
  case reasonBlankTitle = "reason.blankTitle"
  case reasonNoID = "reason.noID"
  case reasonNotANumber = "reason.notANumber"
  case reasonIsAnIdea = "reason.isAnIdea"
  case reasonTitleTaken = "reason.titleTaken"
  case reasonTitleTakenByIdea = "reason.titleTaken.idea"
  /// An edit of the item that is grabbed.
  case reasonDropFirst = "reason.dropFirst"
  /// What a verbose refused add adds: the idea stays where it was.
  case detailStaysIdea = "detail.staysIdea"
  case undoneAdd = "undone.add"
  case undoneRemove = "undone.remove"
  case undoneRemoveTerse = "undone.remove.terse"
  case undoneDelete = "undone.delete"
  case undoneDeleteTerse = "undone.delete.terse"
  case undoneRename = "undone.rename"
  case redoneAdd = "redone.add"
  case redoneAddTerse = "redone.add.terse"
  case redoneRemove = "redone.remove"
  case redoneDelete = "redone.delete"
  case redoneRename = "redone.rename"

  // Action menu labels: {day}.
  case actionUp = "action.up"
  case actionDown = "action.down"
  case actionToTop = "action.toTop"
  case actionToBottom = "action.toBottom"
  case actionToDay = "action.toDay"
  case actionChooseDay = "action.chooseDay"
  /// Any other move, as a menu labels it: {move}, its words.
  case actionMove = "action.move"
  case actionRemove = "action.remove"
  case actionSetTime = "action.setTime"
  case actionClearTime = "action.clearTime"
  case chooseTime = "chooseTime"
  /// A menu entry that is not available, and why: {label}, {reason}.
  case actionUnavailable = "action.unavailable"
  /// An app's Select and Unselect actions of a row.
  case actionSelect = "action.select"
  case actionUnselect = "action.unselect"
  case actionAddToDay = "action.addToDay"
  /// What "Move to day…" performed as it is says: {title}; {items}.
  case chooseDay = "chooseDay"
  case itemsChooseDay = "items.chooseDay"

  // The names of the action categories, for VoiceOver's
  // grouped actions.
  case categoryWithinDay = "category.withinDay"
  case categoryToAnotherDay = "category.toAnotherDay"
  case categoryEditing = "category.editing"

  /// A day said in a replaced template's `{group}` when it has no name
  /// (``AnnouncementRenderer/groupNames``): "day {day}".
  case groupDay = "group.day"
  case categorySelection = "category.selection"

  // A drag over a target (DragSpeech): {position}, {day}, {title} of the
  // item beside; {items} for several; {Reason}.
  case dragOverAfter = "drag.over.after"
  case dragOverBefore = "drag.over.before"
  case dragOverEmptyDay = "drag.over.emptyDay"
  case itemsDragOverAfter = "items.drag.over.after"
  case itemsDragOverBefore = "items.drag.over.before"
  case itemsDragOverEmptyDay = "items.drag.over.emptyDay"
  case dragOverStart = "drag.over.start"
  case itemsDragOverStart = "items.drag.over.start"
  case dragOverNothing = "drag.over.nothing"
  case itemsDragOverNothing = "items.drag.over.nothing"
  case dragCannotDrop = "drag.cannotDrop"

  // Times of items: the clock of the language
  // (`clock.hours` is 12 or 24), {hour}, {minute}, {paddedMinute},
  // {period}; {time}. No colon: Orca reads "7:05" as "7 colon 05".
  case clockHours = "clock.hours"
  case clock12 = "clock.12"
  case clock12Hour = "clock.12.hour"
  case clock24 = "clock.24"
  case clock24Hour = "clock.24.hour"
  case clockWritten12 = "clock.written.12"
  case clockWritten24 = "clock.written.24"
  case clockAM = "clock.am"
  case clockPM = "clock.pm"
  case timeAt = "time.at"
  case timeOutOfOrder = "time.outOfOrder"
  case timed = "timed"
  /// A new item of a kind: {title}, {kind}, {position}, {day}; a travel
  /// leg's anchors {after} and {before}.
  case created = "created"
  case createdBetween = "created.between"
  case createdAfter = "created.after"
  case createdBefore = "created.before"
  case timedTerse = "timed.terse"
  case untimed = "untimed"
  case untimedTerse = "untimed.terse"
  case alreadyTimed = "alreadyTimed"
  case rekindedFixed = "rekinded.fixed"
  case actionFix = "action.fix"
  case actionUnfix = "action.unfix"
  case rekindedFixedTerse = "rekinded.fixed.terse"
  case rekindedCustom = "rekinded.custom"
  case rekindedCustomTerse = "rekinded.custom.terse"
  case alreadyFixed = "alreadyFixed"
  case alreadyCustom = "alreadyCustom"
  case undoneFix = "undone.fix"
  case undoneUnfix = "undone.unfix"
  case redoneFix = "redone.fix"
  case redoneUnfix = "redone.unfix"
  case stepFix = "step.fix"
  case stepUnfix = "step.unfix"
  case refusedFix = "refused.fix"
  case refusedFixTerse = "refused.fix.terse"
  case refusedUnfix = "refused.unfix"
  case refusedUnfixTerse = "refused.unfix.terse"
  case staleFix = "staleAction.fix"
  case staleUnfix = "staleAction.unfix"
  case reasonGameKeepsKind = "reason.keepsKind.game"
  case reasonTravelKeepsKind = "reason.keepsKind.travel"
  case reasonAnchorsTravel = "reason.anchorsTravel"
  case alreadyUntimed = "alreadyUntimed"
  case undoneTime = "undone.time"
  case undoneTimeNone = "undone.time.none"
  case redoneTime = "redone.time"
  case redoneTimeNone = "redone.time.none"
  case stepTime = "step.time"
  case refusedTime = "refused.time"
  case refusedTimeTerse = "refused.time.terse"
  case staleTime = "staleAction.time"

  // History labels: {title}, {position}, {day}.
  case stepToDay = "step.toDay"
  case stepWithinDay = "step.withinDay"
  case stepGrab = "step.grab"
  case stepAdd = "step.add"
  case stepRemove = "step.remove"
  case stepDelete = "step.delete"
  case stepRename = "step.rename"

  // Selection: {title}; {items}, a count said with
  // items; {titles}, a list said with list.two, list.more and list.last.
  /// A count of items, with its plural forms: {count}.
  case items = "items"
  case listTwo = "list.two"
  case listMore = "list.more"
  case listLast = "list.last"
  case selected = "selected"
  case selectedTerse = "selected.terse"
  case alreadySelected = "alreadySelected"
  case unselected = "unselected"
  case unselectedLast = "unselected.last"
  case notSelected = "notSelected"
  case selectionCleared = "selection.cleared"
  case nothingSelected = "selection.nothing"
  case selectionList = "selection"
  case selectionListTerse = "selection.terse"
  case refusedSelect = "refused.select"
  case refusedSelectTerse = "refused.select.terse"
  case selectWhileGrabbed = "whileGrabbed.select"

  // Moves of several items together: {items}, {day}, {positions} (said
  // with positions.two or positions.range: {first}, {last}); {move} and
  // {reason} in refusals.
  case positionsTwo = "positions.two"
  case positionsRange = "positions.range"
  case itemsMoved = "items.moved"
  case itemsMovedTerse = "items.moved.terse"
  case itemsAlreadyThere = "items.alreadyThere"
  case itemsAlreadyThereTerse = "items.alreadyThere.terse"
  case itemsAlreadyOnDay = "items.alreadyOnDay"
  case itemsAlreadyOnDayTerse = "items.alreadyOnDay.terse"
  case itemsRefused = "items.refused"
  case itemsRefusedWithoutMove = "items.refused.withoutMove"
  case itemsReasonAlreadyFirst = "items.reason.alreadyFirst"
  case itemsReasonAlreadyLast = "items.reason.alreadyLast"
  case itemsReasonNotSideBySide = "items.reason.notSideBySide"
  case itemsReasonOneOfThem = "items.reason.oneOfThem"
  /// The app's rule refuses one of the items moved together: that item,
  /// then the app's words.
  case itemsReasonAppRule = "items.reason.appRule"
  /// Where the first of several items may start on a day: {day}, {last}.
  case itemsReasonStart = "items.reason.start"
  case itemsReasonStartTwo = "items.reason.start.two"
  case itemsReasonOnlyStart = "items.reason.start.one"
  /// Why a menu entry that would change nothing is not available.
  case itemsReasonAlreadyThere = "items.reason.alreadyThere"
  /// A travel item that blocks a move of several: {title}, {first},
  /// {last}, {game}.
  case itemReasonMustStayWithinDays = "items.reason.mustStayWithinDays"
  case itemReasonMustStayWithinTwoDays = "items.reason.mustStayWithinDays.two"
  case itemReasonMustStayOnDay = "items.reason.mustStayOnDay"
  case itemReasonMustStayAfter = "items.reason.mustStayAfter"
  case itemReasonMustStayBefore = "items.reason.mustStayBefore"
  case itemsDetailStay = "items.detail.stay"
  case itemsDetailTitles = "items.detail.titles"
  case itemsGrabbed = "items.grabbed"
  case itemsGrabbedTerse = "items.grabbed.terse"
  case itemsGrabbedApart = "items.grabbed.apart"
  case itemsDropped = "items.dropped"
  case itemsDroppedTerse = "items.dropped.terse"
  case itemsDroppedInPlace = "items.dropped.inPlace"
  case itemsCancelled = "items.cancelled"
  case itemsCancelledTerse = "items.cancelled.terse"
  case itemsUndone = "items.undone"
  case itemsUndoneTerse = "items.undone.terse"
  case itemsRedone = "items.redone"
  case itemsRedoneTerse = "items.redone.terse"
  case itemsStaleAction = "items.staleAction"
  case itemsUndoWhileGrabbed = "items.whileGrabbed.undo"
  case itemsRedoWhileGrabbed = "items.whileGrabbed.redo"
  case itemsGrabWhileGrabbed = "items.whileGrabbed.grab"
  case itemsFocusWhileGrabbed = "items.whileGrabbed.focus"
  case itemsOpenWhileGrabbed = "items.whileGrabbed.open"
  case itemsSaveWhileGrabbed = "items.whileGrabbed.save"
  case itemsExportWhileGrabbed = "items.whileGrabbed.export"
  case itemsSelectWhileGrabbed = "items.whileGrabbed.select"
  case itemsActionUp = "items.action.up"
  case itemsActionDown = "items.action.down"
  case itemsActionToTop = "items.action.toTop"
  case itemsActionToBottom = "items.action.toBottom"
  case itemsActionToDay = "items.action.toDay"
  case itemsActionChooseDay = "items.action.chooseDay"
  case itemsStep = "items.step"
  case itemsStepGrab = "items.step.grab"

  // The trip said day by day (TripOverview): {title}, {size}, {days},
  // {items}, {ideas}, {day}, {place}, {rank}, {kind}; {count} in counts.
  case days = "days"
  case ideas = "ideas"
  case overviewSummary = "overview.summary"
  case overviewSummaryPunctuated = "overview.summary.punctuated"
  case overviewSize = "overview.size"
  case overviewSizeWithIdeas = "overview.size.ideas"
  case overviewDay = "overview.day"
  case overviewHeading = "overview.heading"
  case overviewHeadingEmpty = "overview.heading.empty"
  case overviewNoItems = "overview.noItems"
  case overviewItem = "overview.item"
  case overviewItemSelected = "overview.item.selected"
  case overviewEntry = "overview.entry"
  /// A custom item with no time: its line says no kind, the ordinary one.
  case overviewItemPlain = "overview.item.plain"
  case overviewItemPlainSelected = "overview.item.plain.selected"
  case overviewEntryPlain = "overview.entry.plain"
  case overviewUntitled = "overview.untitled"

  // File and trip problems (ProblemRenderer): {subject}, {field}, {line},
  // {column}, {problem}, {found}, {expected}, {version}, {supported},
  // {kind}, {clause}, {day}, {id}, {number}, {items}, {days}, {sortOrder},
  // {others}, {dayCount}; {path}, {reason}, {megabytes}, {code} of a file
  // that could not be read or written.
  case problems = "problems"
  case problemEmpty = "problem.empty"
  case problemNotJSON = "problem.notJSON"
  case problemNotJSONAt = "problem.notJSON.at"
  case problemNotATrip = "problem.notATrip"
  case problemMissingField = "problem.missingField"
  case problemWrongType = "problem.wrongType"
  case problemDuplicateField = "problem.duplicateField"
  case problemDuplicateFieldUnnamed = "problem.duplicateField.unnamed"
  case problemNewerFormat = "problem.newerFormat"
  case problemOtherFormat = "problem.otherFormat"
  case problemUnknownKind = "problem.unknownKind"
  case problemUnknownKindUnnamed = "problem.unknownKind.unnamed"
  case problemNumberTooLarge = "problem.numberTooLarge"
  case problemEmptyID = "problem.emptyID"
  case problemRule = "problem.rule"
  case problemSubjectFile = "problem.subject.file"
  case problemSubjectTrip = "problem.subject.trip"
  case problemSubjectDay = "problem.subject.day"
  case problemSubjectItem = "problem.subject.item"
  case problemSubjectItemUnnamed = "problem.subject.item.unnamed"
  case problemSubjectItemNumber = "problem.subject.itemNumber"
  case problemSubjectIdea = "problem.subject.idea"
  case problemSubjectIdeaUnnamed = "problem.subject.idea.unnamed"
  case problemSubjectIdeaNumber = "problem.subject.ideaNumber"
  case problemSubjectAtLine = "problem.subject.atLine"
  case problemRuleNoDays = "problem.rule.noDays"
  case problemRuleEmptyID = "problem.rule.emptyID"
  case problemRuleEmptyTitle = "problem.rule.emptyTitle"
  case problemRuleDuplicateID = "problem.rule.duplicateID"
  case problemRuleDayOutOfRange = "problem.rule.dayOutOfRange"
  case problemRuleSortOrderNotFinite = "problem.rule.sortOrderNotFinite"
  case problemRuleSharedSortOrder = "problem.rule.sharedSortOrder"
  case problemRuleAnchorNotFound = "problem.rule.anchorNotFound"
  case problemRuleAnchorNotAGame = "problem.rule.anchorNotAGame"
  case problemRuleMustComeAfter = "problem.rule.mustComeAfter"
  case problemRuleMustComeBefore = "problem.rule.mustComeBefore"
  case problemRuleGameIdea = "problem.rule.gameIdea"
  case problemRuleFixedIdea = "problem.rule.fixedIdea"
  case problemBadTime = "problem.badTime"
  case problemDayRangeNone = "problem.dayRange.none"
  case problemDayRangeOne = "problem.dayRange.one"
  case problemDayRangeTwo = "problem.dayRange.two"
  case problemDayRange = "problem.dayRange"
  case problemJsonExpectedValue = "problem.json.expectedValue"
  case problemJsonExpectedCommaOrBrace = "problem.json.expectedCommaOrBrace"
  case problemJsonExpectedCommaOrBracket = "problem.json.expectedCommaOrBracket"
  case problemJsonExpectedColon = "problem.json.expectedColon"
  case problemJsonExpectedFieldName = "problem.json.expectedFieldName"
  case problemJsonUnexpectedEnd = "problem.json.unexpectedEnd"
  case problemJsonExtraText = "problem.json.extraText"
  case problemJsonBadString = "problem.json.badString"
  case problemJsonBadNumber = "problem.json.badNumber"
  case problemJsonNotUTF8 = "problem.json.notUTF8"
  case problemJsonTooDeep = "problem.json.tooDeep"
  case problemTypeObject = "problem.type.object"
  case problemTypeArray = "problem.type.array"
  case problemTypeString = "problem.type.string"
  case problemTypeNumber = "problem.type.number"
  case problemTypeBool = "problem.type.bool"
  case problemTypeNull = "problem.type.null"
  case problemTypeWholeNumber = "problem.type.wholeNumber"
  case accessOpen = "access.open"
  case accessSave = "access.save"
  case accessExport = "access.export"
  case accessNoSuchFile = "access.noSuchFile"
  case accessNoSuchFolder = "access.noSuchFolder"
  case accessPermissionDenied = "access.permissionDenied"
  case accessIsAFolder = "access.isAFolder"
  case accessNotAFolder = "access.notAFolder"
  case accessReadOnly = "access.readOnly"
  case accessDiskFull = "access.diskFull"
  case accessTooLarge = "access.tooLarge"
  case accessLinkLoop = "access.linkLoop"
  case accessNotARegularFile = "access.notARegularFile"
  case accessReadOnlyFile = "access.readOnlyFile"
  case accessOther = "access.other"

  // A catalog refused as it was read: {message}, {form}, {placeholder},
  // {offset}; {count} problems.
  case catalogNotJSON = "catalog.notJSON"
  case catalogNotACatalog = "catalog.notACatalog"
  case catalogUnknownMessage = "catalog.unknownMessage"
  case catalogNotText = "catalog.notText"
  case catalogNotPlural = "catalog.notPlural"
  case catalogMissingForm = "catalog.missingForm"
  case catalogUnknownForm = "catalog.unknownForm"
  case catalogUnknownPlaceholder = "catalog.unknownPlaceholder"
  case catalogBrokenPlaceholder = "catalog.brokenPlaceholder"
  case catalogMissingPlaceholder = "catalog.missingPlaceholder"
  case catalogEmptyText = "catalog.emptyText"
  case catalogDuplicateMessage = "catalog.duplicateMessage"
  case catalogProblems = "catalog.problems"

  // The start and the days. Values: {day}, {date},
  // {description}, {action}, {reason}, {step}, {limit}, {count}.
  case date = "date"
  case dateYear = "date.year"
  case monday = "weekday.1"
  case tuesday = "weekday.2"
  case wednesday = "weekday.3"
  case thursday = "weekday.4"
  case friday = "weekday.5"
  case saturday = "weekday.6"
  case sunday = "weekday.7"
  case january = "month.1"
  case february = "month.2"
  case march = "month.3"
  case april = "month.4"
  case may = "month.5"
  case june = "month.6"
  case july = "month.7"
  case august = "month.8"
  case september = "month.9"
  case october = "month.10"
  case november = "month.11"
  case december = "month.12"
  case started = "started"
  case startedNone = "started.none"
  case alreadyStarted = "alreadyStarted"
  case alreadyStartedNone = "alreadyStarted.none"
  case dayAdded = "dayAdded"
  case dayAddedUndated = "dayAdded.undated"
  case dayRemoved = "dayRemoved"
  case dayRemovedIdeas = "dayRemoved.ideas"
  case dayIs = "dayIs"
  case dayIsPlain = "dayIs.plain"
  case dayAlreadyLabel = "dayAlready.label"
  case dayAlreadyCity = "dayAlready.city"
  case dayAlreadyNoLabel = "dayAlready.noLabel"
  case dayAlreadyNoCity = "dayAlready.noCity"
  case dayRefused = "dayRefused"
  case dayActionStart = "dayAction.start"
  case dayActionNoStart = "dayAction.noStart"
  case dayActionAdd = "dayAction.add"
  case dayActionAddBefore = "dayAction.addBefore"
  case dayActionAddAfter = "dayAction.addAfter"
  case dayActionRemove = "dayAction.remove"
  case dayActionLabel = "dayAction.label"
  case dayActionCity = "dayAction.city"
  case dayReasonHoldsFixed = "dayReason.holdsFixed"
  case dayReasonLastDay = "dayReason.lastDay"
  case dayReasonTooMany = "dayReason.tooMany"
  case dayReasonBlank = "dayReason.blank"
  case dayReasonUnchanged = "dayReason.unchanged"
  case dayReasonPastLatestDay = "dayReason.pastLatestDay"
  case tripUndone = "tripUndone"
  case tripRedone = "tripRedone"
  case stepStart = "step.start"
  case stepAddDay = "step.addDay"
  case stepRemoveDay = "step.removeDay"
  case stepLabel = "step.label"
  case stepCity = "step.city"
  case changeDaysWhileGrabbed = "whileGrabbed.days"
  case itemsChangeDaysWhileGrabbed = "items.whileGrabbed.days"
  case detailTime = "detail.time"
  case problemBadStart = "problem.badStart"
  case problemRuleStartTooLate = "problem.rule.startTooLate"
  case zoneTrip = "zone.trip"
  case zoneTripNone = "zone.trip.none"
  case zoneDay = "zone.day"
  case zoneDayTrip = "zone.day.trip"
  case zoneDayNone = "zone.day.none"
  case zoneAlreadyTrip = "zoneAlready.trip"
  case zoneAlreadyTripNone = "zoneAlready.trip.none"
  case zoneAlreadyDay = "zoneAlready.day"
  case zoneAlreadyDayNone = "zoneAlready.day.none"
  case dayActionZone = "dayAction.zone"
  case dayActionZoneDay = "dayAction.zoneDay"
  case dayReasonUnknownZone = "dayReason.unknownZone"
  case stepZone = "step.zone"
  case stepZoneDay = "step.zoneDay"
  case problemBadZone = "problem.badZone"

  // Several people in one list. Values: {person}, and the values of the
  // sentence each says for one person: {title}, {position}, {day},
  // {items}, {positions}, {old}; {said}, a whole sentence; {count}.
  case byMoved = "by.moved"
  case byItemsMoved = "by.items.moved"
  case byAdded = "by.added"
  case byRemoved = "by.removed"
  case byDeleted = "by.deleted"
  case byRenamed = "by.renamed"
  case byUndone = "by.undone"
  case byRedone = "by.redone"
  case bySaid = "by.said"
  case byGathered = "by.gathered"
  case byGatheredDays = "by.gathered.days"
  case someone = "someone"
  case nothingOfYoursToUndo = "nothingToUndo.yours"
  case nothingOfYoursToRedo = "nothingToRedo.yours"
  case undoBlocked = "undoBlocked"
  // Steps of another device: {person}, {title}, {other}.
  case stepNotMade = "step.notMade"
  case stepNotMadeList = "step.notMade.list"
  case stepNotMadeRules = "step.notMade.rules"
  case stepTakenBack = "step.takenBack"
  case stepTakenBackList = "step.takenBack.list"
  case stepTakenBackRules = "step.takenBack.rules"
  case stepNotMadeReason = "step.notMade.reason"
  case stepTakenBackReason = "step.takenBack.reason"
  /// Another's step not made because the listener's own came first.
  case stepNotMadeYou = "step.notMade.you"
  case stepNotMadeListYou = "step.notMade.list.you"
  /// What a step of the days is a change to: "the list".
  case stepTheList = "step.theList"
  case undoBlockedTrip = "undoBlocked.trip"
  case redoBlocked = "redoBlocked"
  case redoBlockedTrip = "redoBlocked.trip"

  /// The message of a month's name, 1 (January) to 12.
  static func month(_ month: Int) -> CommandMessage {
    let months: [CommandMessage] = [
      .january, .february, .march, .april, .may, .june, .july, .august, .september, .october,
      .november, .december,
    ]
    return months[max(1, min(12, month)) - 1]
  }

  /// The message of a weekday's name, 1 (Monday) to 7 (Sunday).
  static func weekday(_ weekday: Int) -> CommandMessage {
    let days: [CommandMessage] = [
      .monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday,
    ]
    return days[max(1, min(7, weekday)) - 1]
  }

  /// The message of three that says `count` of something: `one` for 1,
  /// `two` for 2 ("days 1 and 2"), `more` for more; for sentences whose
  /// wording, not only their noun, changes with a small count.
  static func by(_ count: Int, one: CommandMessage, two: CommandMessage, more: CommandMessage)
    -> CommandMessage
  {
    switch count {
    case ...1: one
    case 2: two
    default: more
    }
  }

  /// The English text, said when no replacement is given: the English
  /// catalog's, its `other` form for a message that counts.
  public var defaultTemplate: String {
    Catalog.english.text(for: rawValue) ?? ""
  }
}
