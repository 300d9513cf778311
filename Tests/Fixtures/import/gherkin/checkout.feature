# Written from the Cucumber Gherkin reference: every keyword the importer maps.
@FR-4
Feature: Checkout
  Shoppers pay for their basket.

  Background:
    Given the shopper has a basket

  @FR-4.1
  Scenario: Paying by card
    When the shopper pays 25 euros with card "visa"
    Then the order is "Paid"

  Rule: declined cards can be retried

    Background:
      Given the shopper chose card payment

    @FR-4.2
    Scenario Outline: A declined card is retried
      When the card "<card>" is declined
      And the shopper pays <amount> euros with card "<card>"
      Then the order is "<state>"

      @FR-4.3
      Examples: retries
        | card | amount | state |
        | visa | 10     | Paid  |
        | amex | 20     | Paid  |

    Scenario: A note at checkout
      When the shopper leaves a note
        """
        ring twice
        """
      And the shopper adds items
        | sku | qty |
        | A-1 | 2   |
