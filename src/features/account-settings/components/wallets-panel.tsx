'use client';

import { Button, Form, Input, Select, Skeleton, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  isValidWalletAddress,
  MAX_WALLETS,
  WALLET_CHAINS,
  type Wallet,
  type WalletChain,
} from '@/contracts/user';
import { SETTINGS_MESSAGES, UNKNOWN_ERROR } from '@/lib/messages';
import { useUpdateWallets, useWallets } from '../api/settings-api';
import { showMessage } from '@/components/show-message';
import styles from './wallets-panel.module.css';

const CHAIN_LABELS: Record<WalletChain, string> = {
  evm: 'EVM (Ethereum, BNB Chain, ...)',
  solana: 'Solana',
  bitcoin: 'Bitcoin',
};

export function WalletsPanel({ isImpersonating }: { isImpersonating: boolean }) {
  const wallets = useWallets();
  const save = useUpdateWallets();
  const [form] = Form.useForm<{ wallets: Wallet[] }>();

  if (wallets.isPending) return <Skeleton active />;
  if (!wallets.data) return <p role="alert">{UNKNOWN_ERROR}</p>;

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={wallets.data}
      disabled={isImpersonating}
      onFinish={(values) =>
        save.mutate(
          (values.wallets ?? []).map((item) => ({
            ...item,
            address: item.address.trim(),
            label: item.label?.trim() ?? '',
          })),
          {
            onSuccess: () => showMessage('success', SETTINGS_MESSAGES.walletsSaved),
            onError: () => showMessage('error', UNKNOWN_ERROR),
          },
        )
      }
      className={styles.form}
    >
      <p className={styles.intro}>Addresses you hold, to follow their projects. Up to {MAX_WALLETS}.</p>
      <Form.List name="wallets">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Space key={field.key} align="start" wrap className={styles.row}>
                <Form.Item
                  name={[field.name, 'chain']}
                  label="Chain"
                  rules={[{ required: true, message: 'Choose a chain' }]}
                >
                  <Select
                    className={styles.chain}
                    options={WALLET_CHAINS.map((chain) => ({ value: chain, label: CHAIN_LABELS[chain] }))}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'address']}
                  label="Address"
                  dependencies={[['wallets', field.name, 'chain']]}
                  rules={[
                    ({ getFieldValue }) => ({
                      validator: (_, value: string | undefined) => {
                        const chain = getFieldValue(['wallets', field.name, 'chain']) as
                          WalletChain | undefined;
                        return chain && value && isValidWalletAddress(chain, value.trim())
                          ? Promise.resolve()
                          : Promise.reject(new Error(SETTINGS_MESSAGES.walletAddressInvalid));
                      },
                    }),
                  ]}
                >
                  <Input className={styles.address} spellCheck={false} />
                </Form.Item>
                <Form.Item name={[field.name, 'label']} label="Label">
                  <Input className={styles.label} maxLength={40} />
                </Form.Item>
                <Button
                  type="text"
                  aria-label="Remove this wallet"
                  icon={<MinusCircleOutlined />}
                  onClick={() => remove(field.name)}
                  className={styles.remove}
                />
              </Space>
            ))}
            <Space>
              <Button
                icon={<PlusOutlined />}
                disabled={fields.length >= MAX_WALLETS || isImpersonating}
                onClick={() => add({ chain: 'evm', address: '', label: '' })}
              >
                Add wallet
              </Button>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                Save wallets
              </Button>
            </Space>
          </>
        )}
      </Form.List>
    </Form>
  );
}
