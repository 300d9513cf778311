# Journeys at one compartment (docs/requirements.md, FR-1 and FR-2). The step table is compartment.steps.json;
# the spec reads this file in place (Traceability/parcel-locker/scenarios/pickup.json).
Feature: Collecting groceries from the locker

  Background:
    Given a courier deposits a parcel
    Then the compartment is "Waiting + Chilled"
    And the back office is told parcel_deposited

  @JRN-01 @FR-1.1 @FR-1.2
  Scenario: The recipient collects the groceries
    When someone types a wrong code
    Then the back office is told code_rejected
    When the recipient types the pickup code
    Then the compartment is "DoorOpen"
    And the back office is told parcel_collected
    When the recipient shuts the door
    Then the compartment is "Empty"
    And the back office is told nothing

  @JRN-02 @FR-1.3
  Scenario: A guesser blocks the keypad and the recipient calls support
    When someone types a wrong code
    And someone types a wrong code
    And someone types a wrong code
    Then the compartment is "Blocked + Chilled"
    And the back office is told code_rejected and keypad_blocked
    When the recipient types the pickup code
    Then the compartment is "Blocked + Chilled"
    And the back office is told nothing
    When the support line unblocks the keypad
    Then the compartment is "Waiting + Chilled"
    When the recipient types the pickup code
    Then the compartment is "DoorOpen"

  @JRN-03 @FR-1.4 @FR-2.1
  Scenario Outline: A parcel nobody collects goes back, <how>
    When the compartment warms up above 8 °C
    Then the compartment is "Waiting + TooWarm"
    And the back office is told temperature_alert
    When <what happens>
    Then the compartment is "<then>"
    When 3 days pass
    Then the compartment is "Expired"
    And the back office is told parcel_expired
    When the recipient types the pickup code
    Then the compartment is "Expired"
    When the courier takes the parcel back
    Then the compartment is "Empty"
    And the back office is told parcel_returned

    Examples: the cooling recovers
      | how          | what happens                       | then              |
      | cooled again | the compartment cools down to 5 °C | Waiting + Chilled |

    Examples: someone tries a code
      | how                | what happens               | then              |
      | after a wrong code | someone types a wrong code | Waiting + TooWarm |

  @JRN-04 @FR-1.5
  Scenario: The recipient leaves the door open
    When the recipient types the pickup code
    And 119 seconds pass
    Then the compartment is "DoorOpen"
    When 2 minutes pass
    Then the compartment is "DoorLeftOpen"
    And the back office is told door_left_open
    When the recipient shuts the door
    Then the compartment is "Empty"
    And the back office is told door_closed_late
