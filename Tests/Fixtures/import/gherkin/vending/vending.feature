# The toy vending journey (Tests/Fixtures/toy, TOY-JRN-01) in Gherkin; its native twin is
# Tests/Fixtures/toy/Traceability/toy/scenarios/TOY-JRN-01.json.
@TOY-JRN-01
Feature: Vending

  Scenario: Buy an item with two coins
    When a coin is inserted
    Then the machine is in Idle and emits coin_inserted
    When a coin is inserted
    Then the machine is in Ready and emits coin_inserted
    And the credit is 2
    When an item is vended
    Then the machine is in Idle and emits item_vended
    And the credit is 0
